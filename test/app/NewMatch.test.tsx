import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { beforeEach, describe, expect, it } from 'vitest'
import { GAME_IDS } from '../../src/games'
import { freshDevice } from '../helpers/device'

// Each test starts on an empty phone; app modules are imported after freshDevice().
beforeEach(freshDevice)

async function showNewMatch() {
  const { NewMatch } = await import('../../src/app/screens/NewMatch')
  const view = render(<NewMatch />)
  await screen.findByRole('heading', { name: 'New match' })
  return view
}

/** What is saved on the device, read the way a reload would. */
async function saved() {
  const { openStore } = await import('../../src/storage')
  const store = await openStore(GAME_IDS)
  const list = await store.list()
  const matches = await Promise.all(list.map((s) => store.getMatch(s.id)))
  return { list, matches, names: await store.names() }
}

const seats = () => within(screen.getByRole('group', { name: 'Players' }))
const nameBox = (n: number) => seats().getByRole('combobox', { name: `Player ${n}` })

function typeNames(...names: string[]) {
  for (const [i, name] of names.entries())
    fireEvent.input(nameBox(i + 1), { target: { value: name } })
}

/** The table as the form shows it: names in seat order, the first dealer marked with *. */
function seating(): string[] {
  return seats()
    .getAllByRole('listitem')
    .map((row) => {
      const name = within(row).getByRole<HTMLInputElement>('combobox').value
      const deals = within(row).getByRole<HTMLInputElement>('radio', { name: 'deals' }).checked
      return deals ? `${name}*` : name
    })
}

const start = () => fireEvent.click(screen.getByRole('button', { name: 'Start match' }))

describe('choosing the game', () => {
  it('lists all four seed games, each choosable with its player range', async () => {
    await showNewMatch()
    const games = within(screen.getByRole('group', { name: 'Game' }))
    const radio = (name: string) =>
      games.getByRole<HTMLInputElement>('radio', { name: new RegExp(name) })
    const ls = radio('Letzter Stich')
    expect(ls.checked).toBe(true)
    expect(ls.disabled).toBe(false)
    expect(ls.closest('label')?.textContent).toContain('3–4 players')
    const sfs = radio('Stich für Stich')
    expect(sfs.disabled).toBe(false)
    expect(sfs.closest('label')?.textContent).toContain('3–4 players')
    for (const [name, range] of [
      ['Stiche im Team', '3–5 players'],
      ['Sticht oder nicht', '3–6 players'],
    ]) {
      const game = radio(name as string)
      expect(game.disabled, name).toBe(false)
      expect(game.closest('label')?.textContent, name).toContain(range)
    }
    expect(games.getAllByRole('radio')).toHaveLength(4)
  })
})

describe('refusing a table that cannot play', () => {
  it('refuses 2 players and saves nothing', async () => {
    await showNewMatch()
    fireEvent.click(seats().getByRole('button', { name: 'Remove player 3' }))
    typeNames('Anna', 'Ben')
    start()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This game needs 3 to 4 players, not 2.',
    )
    expect((await saved()).list).toEqual([])
  })

  it('refuses a seat without a name and saves nothing', async () => {
    await showNewMatch()
    typeNames('Anna', '  ', 'Cem')
    start()
    expect((await screen.findByRole('alert')).textContent).toBe('Player 2 has no name yet.')
    expect((await saved()).list).toEqual([])
  })

  it('refuses the same name twice and saves nothing', async () => {
    await showNewMatch()
    typeNames('Anna', 'Ben', ' anna ')
    start()
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“anna” is at the table twice. Give each player a different name.',
    )
    expect((await saved()).list).toEqual([])
  })

  it('refuses a name made only of invisible characters, in both languages, and saves nothing', async () => {
    await showNewMatch()
    typeNames('Anna', '\u200B\u200D\u202E', 'Cem')
    start()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The name of player 2 has no visible character (only spaces or invisible marks).',
    )
    expect((await saved()).list).toEqual([])
    const { lang } = await import('../../src/i18n')
    lang.value = 'de'
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Der Name von Spieler 2 hat kein sichtbares Zeichen (nur Leerzeichen oder unsichtbare Zeichen).',
      ),
    )
    lang.value = 'en'
  })

  it('refuses a name with a right-to-left override, in both languages, and saves nothing', async () => {
    await showNewMatch()
    typeNames('Anna', 'Ben', 'Cora\u202Egnp.exe')
    start()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The name of player 3 contains a hidden text-direction character, which can scramble the ' +
        'text shown after it. Type the name again without it.',
    )
    expect(await saved()).toEqual({ list: [], matches: [], names: [] })
    const { lang } = await import('../../src/i18n')
    lang.value = 'de'
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Der Name von Spieler 3 enthält ein verstecktes Zeichen für die Schreibrichtung, das den ' +
          'Text danach durcheinanderbringen kann. Gib den Namen ohne dieses Zeichen neu ein.',
      ),
    )
    lang.value = 'en'
  })

  it('refuses a name that is another one with an invisible character in it', async () => {
    await showNewMatch()
    typeNames('Anna', 'An\u200Bna', 'Cem')
    start()
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“An\u200Bna” is at the table twice. Give each player a different name.',
    )
    expect((await saved()).list).toEqual([])
  })

  it('clears the message once the names are changed', async () => {
    await showNewMatch()
    typeNames('Anna', 'Ben', 'Anna')
    start()
    await screen.findByRole('alert')
    typeNames('Anna', 'Ben', 'Cem')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('starting a match', () => {
  it('saves the players in seat order and the chosen dealer, and remembers them', async () => {
    const view = await showNewMatch()
    typeNames(' Anna ', 'Ben', 'Cem  Dalı')
    fireEvent.click(seats().getAllByRole('radio', { name: 'deals' })[1] as HTMLElement)
    expect(seating()).toEqual([' Anna ', 'Ben*', 'Cem  Dalı'])
    start()

    await waitFor(() => expect(location.hash).toMatch(/^#\/match\//))
    const { list, matches, names } = await saved()
    expect(list).toHaveLength(1)
    expect(location.hash).toBe(`#/match/${list[0]?.id}`)
    expect(matches[0]).toMatchObject({
      setup: {
        game: 'letzter-stich',
        players: ['Anna', 'Ben', 'Cem Dalı'],
        options: {},
        firstDealer: 1,
      },
      events: [],
      redo: [],
      finished: false,
    })
    expect(names.sort()).toEqual(['Anna', 'Ben', 'Cem Dalı'])

    // Next time the names are offered as chips; a tap fills the first empty seat.
    view.unmount()
    await showNewMatch()
    const chips = within(await screen.findByRole('group', { name: 'Players from earlier matches' }))
    expect(
      chips
        .getAllByRole('button')
        .map((b) => b.textContent)
        .sort(),
    ).toEqual(['+ Anna', '+ Ben', '+ Cem Dalı'])
    fireEvent.click(chips.getByRole('button', { name: '+ Ben' }))
    expect(seating()).toEqual(['Ben*', '', ''])
    expect(chips.queryByRole('button', { name: '+ Ben' })).toBeNull()
  })

  it('has the names seen before in its first render when they were read ahead (the router prepares the form)', async () => {
    const { openStore } = await import('../../src/storage')
    await (await openStore(GAME_IDS)).rememberNames(['Anna', 'Ben'])
    const { NewMatch, readKnownNames } = await import('../../src/app/screens/NewMatch')
    await readKnownNames()
    render(<NewMatch />)
    // At once, not found later: nothing arrives to push "Add player" away under a finger.
    const chips = within(screen.getByRole('group', { name: 'Players from earlier matches' }))
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['+ Anna', '+ Ben'])
  })

  it('keeps the dealer on the same person while seats move and go', async () => {
    await showNewMatch()
    fireEvent.click(screen.getByRole('button', { name: 'Add player' }))
    typeNames('Anna', 'Ben', 'Cem', 'Dora')
    fireEvent.click(seats().getAllByRole('radio', { name: 'deals' })[2] as HTMLElement)
    expect(seating()).toEqual(['Anna', 'Ben', 'Cem*', 'Dora'])

    fireEvent.click(screen.getByRole('button', { name: 'Move player 3 up' }))
    expect(seating()).toEqual(['Anna', 'Cem*', 'Ben', 'Dora'])
    fireEvent.click(screen.getByRole('button', { name: 'Move player 3 up' }))
    expect(seating()).toEqual(['Anna', 'Ben', 'Cem*', 'Dora'])
    fireEvent.click(screen.getByRole('button', { name: 'Move player 4 up' }))
    expect(seating()).toEqual(['Anna', 'Ben', 'Dora', 'Cem*'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove player 1' }))
    expect(seating()).toEqual(['Ben', 'Dora', 'Cem*'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove player 2' }))
    expect(seating()).toEqual(['Ben', 'Cem*'])
    fireEvent.click(screen.getByRole('button', { name: 'Add player' }))
    typeNames('Ben', 'Cem', 'Anna')
    expect(seating()).toEqual(['Ben', 'Cem*', 'Anna'])

    start()
    await waitFor(() => expect(location.hash).toMatch(/^#\/match\//))
    const { list, matches } = await saved()
    expect(list).toHaveLength(1)
    expect(matches[0]?.setup).toMatchObject({ players: ['Ben', 'Cem', 'Anna'], firstDealer: 1 })
  })
})
