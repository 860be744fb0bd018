// A host's phone that runs other code cannot read a private message between two guests (#25):
// three phones, each its own context in the test's own network namespace (phones.ts). Anna's
// phone hosts; its page is changed so that the `seats` it sends Cora's phone name Anna's own key
// as Ben's (it could then open what Cora seals to Ben, and answer her as Ben). Ben, the
// confidant, sits at a guest's phone; Cora searches on hers. Before her guess goes, both phones
// show their safety code for the pair: they differ, each player taps "Different", each phone says
// that the host's phone may be reading along, and no private message leaves Cora's phone. Anna's
// own search, between two phones whose keys the host did not touch, compares equal and is
// answered as before.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tableStrings } from '../../src/app/tableStrings'
import { format } from '../../src/core/reason'
import type { Suspect, Weapon } from '../../src/games/stich-fuer-stich/rules'
import { sfsUiStrings } from '../../src/games/stich-fuer-stich/ui/strings'
import { matchId as idOf, sfsSearchHere, sfsTiles } from './games'
import { settled } from './harness'
import {
  comparePrompt,
  inviteAll,
  type Phone,
  sameCode,
  shownCode,
  storedEvents,
  tableAgrees,
  takeSeats,
  useTable,
} from './phones'

const PLAYERS = ['Anna', 'Ben', 'Cora']
const [ANNA, BEN, CORA] = PLAYERS as [string, string, string]
const CONFIDANT = 1
const SECRET: [Suspect, Weapon] = ['gardener', 'spade']
const WRONG: [Suspect, Weapon] = ['mechanic', 'pillow']
const SFS = sfsUiStrings.en
const DIFFER = tableStrings.en['table.codesDiffer']

let matchId = ''
const at = useTable(3, 'codes-')
/** The host's phone (Anna's), Ben's (the confidant's) and Cora's. */
const phones = () => at.phones() as [Phone, Phone, Phone]

/**
 * Runs in the host's page: every `seats` message it sends names the host's own key (seat 0's)
 * as seat 1's, except on the channel seat 1's phone asked for its seat on (Ben's phone would see
 * that its own key is gone).
 */
function swapBensKey(): void {
  const proto = RTCDataChannel.prototype as unknown as {
    send(data: unknown): void
    addEventListener(type: string, listener: unknown, options?: unknown): void
  }
  // A table message, or null: the keep-alive channel beside it sends no JSON (#25).
  const table = (data: unknown): unknown => {
    if (typeof data !== 'string' || !data.startsWith('{')) return null
    return JSON.parse(data)
  }
  const send = proto.send
  const add = proto.addEventListener
  const bens = new WeakSet<RTCDataChannel>()
  // Ben's channel is known by his seat request, marked before the app hears it: the app may
  // answer it with the seats at once, and Ben's own answer must be the true one.
  proto.addEventListener = function (this: RTCDataChannel, type, listener, options) {
    if (type !== 'message' || typeof listener !== 'function') {
      return add.call(this, type, listener, options)
    }
    const heard = listener as (e: MessageEvent) => void
    const marking = function (this: RTCDataChannel, e: MessageEvent) {
      const m = table(e.data) as { t?: string; seat?: number } | null
      if (m?.t === 'seat' && m.seat === 1) bens.add(this)
      heard.call(this, e)
    }
    return add.call(this, type, marking, options)
  }
  proto.send = function (this: RTCDataChannel, data: unknown) {
    let text = data
    const m = table(data) as { t?: string } | null
    if (m?.t === 'seats' && !bens.has(this)) {
      const seats = (m as { seats: { seat: number; key: string }[] }).seats
      const own = seats.find((s) => s.seat === 0)?.key
      text = JSON.stringify({
        ...m,
        seats: seats.map((s) => (s.seat === 1 && own ? { ...s, key: own } : s)),
      })
    }
    send.call(this, text)
  }
}

/** The sealed private messages a phone sent or received. */
async function privates(phone: Phone, way: 'sent' | 'received') {
  return (await phone.traffic()).filter((m) => m.way === way && m.text.includes('"t":"private"'))
}

/** New match → Stich für Stich → the players → Ben marked as the first confidant → start. */
async function newSfsMatch(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'New match' }).click()
  await page.getByRole('heading', { level: 1, name: 'New match' }).waitFor()
  await settled(page)
  await page.getByRole('radio', { name: /^Stich für Stich/ }).check()
  for (const [seat, name] of PLAYERS.entries()) {
    await page.getByRole('combobox', { name: `Player ${seat + 1}`, exact: true }).fill(name)
  }
  await page.getByRole('radio', { name: 'confidant', exact: true }).nth(CONFIDANT).check()
  await page.getByRole('button', { name: 'Start match' }).click()
  await page.waitForURL(/#\/match\/[^/]+$/)
  await settled(page)
  return idOf(page)
}

describe('a host’s phone that swaps a key', () => {
  it('seats three phones at a host whose page swaps Ben’s key for its own', async () => {
    const [host, ben] = phones()
    matchId = await newSfsMatch(host.page)
    await host.page.evaluate(swapBensKey)
    await inviteAll(
      host.page,
      phones()
        .slice(1)
        .map((p) => p.page),
      matchId,
    )
    await takeSeats(phones(), PLAYERS)

    // Ben draws the secret on his own phone (no gate: it speaks to him, #25); trick 1 is Anna's,
    // entered on the host's phone.
    await ben.page.getByRole('button', { name: 'Choose them on this phone' }).click()
    const title = 'Case 1: draw the culprit and the weapon'
    await sfsTiles(ben.page, title, SECRET)
    await ben.page
      .getByRole('dialog', { name: title, exact: true })
      .getByRole('button', { name: 'Hide the secret' })
      .click()
    await ben.page.getByRole('dialog').waitFor({ state: 'detached' })
    await tableAgrees(phones(), matchId, 1)
    await host.page
      .getByRole('group', { name: 'How to enter the trick', exact: true })
      .getByRole('button', { name: 'Winner', exact: true })
      .click()
    await host.page
      .getByRole('region', { name: `Who won trick 1? (as ${BEN} says)` })
      .getByRole('button', { name: ANNA, exact: true })
      .click()
    await tableAgrees(phones(), matchId, 2)
  })

  it('shows different codes on the two guests, says so, and sends Cora’s guess nowhere', async () => {
    const [host, ben, cora] = phones()
    await cora.page.getByRole('button', { name: SFS['sfs.ui.searchHere'] }).click()
    const guess = `Your suspicion, ${CORA}`
    await sfsTiles(cora.page, guess, SECRET)
    await cora.page
      .getByRole('dialog', { name: guess, exact: true })
      .getByRole('button', { name: 'Check' })
      .click()

    // Both phones show their code for the pair at once: Cora's from the key the host named.
    const onCoras = await shownCode({ page: cora.page, name: CORA }, BEN)
    const onBens = await shownCode({ page: ben.page, name: BEN }, CORA)
    expect(onCoras).not.toBe(onBens)
    await at.shot(cora.page, 'differ-asking')
    for (const { page } of [cora, ben]) {
      const prompt = comparePrompt(page)
      await prompt.getByRole('button', { name: 'Different', exact: true }).click()
      // Said before anything private is sent, and it stays until its player closes it.
      await prompt.getByRole('alert').filter({ hasText: DIFFER }).waitFor()
    }
    await at.shot(cora.page, 'differ-said')
    for (const { page } of [cora, ben]) {
      await comparePrompt(page).getByRole('button', { name: 'Close', exact: true }).click()
      await comparePrompt(page).waitFor({ state: 'detached' })
    }
    // Cora's guess screen says it too; her phone sent nothing private, so nobody answered.
    const guessScreen = cora.page.getByRole('dialog', { name: guess, exact: true })
    await guessScreen.getByText(DIFFER).waitFor()
    expect(await privates(cora, 'sent')).toEqual([])
    expect(await privates(host, 'received')).toEqual([])
    expect(await privates(ben, 'received')).toEqual([])
    expect(await storedEvents(host, matchId)).toHaveLength(2)
    // Asked again, the pair stays refused: still nothing goes.
    await guessScreen.getByRole('button', { name: 'Check' }).click()
    await guessScreen.getByText(DIFFER).waitFor()
    expect(await comparePrompt(cora.page).count()).toBe(0)
    expect(await privates(cora, 'sent')).toEqual([])
    await guessScreen.getByRole('button', { name: 'Cancel' }).click()
  })

  it('still answers Anna’s own search: the host did not touch the keys of that pair', async () => {
    const [host, ben] = phones()
    const said = await sfsSearchHere(host.page, ANNA, WRONG, {
      compare: async () => {
        await sameCode({ page: host.page, name: ANNA }, { page: ben.page, name: BEN })
      },
    })
    expect(said).toBe(format('False suspicion: {line}', { line: 'Keep looking.' }))
    expect(await tableAgrees(phones(), matchId, 3)).toContainEqual({
      t: 'guess',
      seat: 0,
      solved: false,
    })
  })
})
