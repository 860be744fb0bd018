// Sticht oder nicht in Chromium, Firefox ESR and WebKitGTK at 360×740: the two special cards and a
// whole round of ten tricks tapped by their winners, to the round's points on the score sheet; axe
// on the match screen; a reload, the service worker offline (round 2's special cards entered), an
// export and its import into a fresh profile, each bringing the match back exactly.
import { expect } from 'vitest'
import type { Driver } from './driver'
import { createMatch, engineSuite, group, saved } from './steps'

/** The round (lines and cards in effect), the chips, the score sheet and the entry's heading. */
const read = (d: Driver) =>
  d.evaluate(() => {
    const text = (el: Element | null | undefined) =>
      (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
    /** A labelled section by its accessible name. */
    const region = (name: string) =>
      [...document.querySelectorAll('section')].find((s) => {
        const by = s.getAttribute('aria-labelledby')
        const label = by ? text(document.getElementById(by)) : s.getAttribute('aria-label')
        return label === name
      })
    const list = (name: string) =>
      [...document.querySelectorAll('ul, ol')].find((l) => l.getAttribute('aria-label') === name)
    const round = region('The round')
    const sheet = region('Points')?.querySelector('table')
    const cells = (row: Element | null | undefined) =>
      [...(row?.querySelectorAll('td') ?? [])].map(text)
    return {
      hash: location.hash,
      round: [...(round?.querySelectorAll('p') ?? [])].map(text),
      inEffect: [...(list('In effect this round')?.querySelectorAll('li') ?? [])].map(text),
      chips: [
        ...(list('Plusminus cards and tricks')?.querySelectorAll('.visually-hidden') ?? []),
      ].map(text),
      rounds: [...(sheet?.tBodies[0]?.rows ?? [])].map(cells),
      totals: cells(sheet?.tFoot?.rows[0]),
      heading: [...document.querySelectorAll('main h2')].map(text),
    }
  })

/** Both special cards of a round, each as its chooser sets it. */
async function specials(
  d: Driver,
  first: { kind: string; animal: string },
  second: { kind: string; which: 'most' | 'fewest'; points: string },
  entry: number,
) {
  await d.click({ role: 'radio', name: first.kind, within: group('Kind of card') })
  await d.click({ role: 'radio', name: first.animal, within: group('Animal') })
  await d.click({ role: 'button', name: 'Next card' })
  await d.waitFor(
    () =>
      [...document.querySelectorAll('h2')].some((h) =>
        /chooses special card 2$/.test(h.textContent ?? ''),
      ),
    { what: 'special card 2' },
  )
  await d.click({ role: 'radio', name: second.kind, within: group('Kind of card') })
  await d.click({ role: 'radio', name: second.which, within: group('Who scores') })
  await d.click({ role: 'radio', name: second.points, within: group('Points') })
  await d.click({ role: 'button', name: 'These two are in effect' })
  await saved(d, entry)
}

engineSuite({
  title: 'plays a round to its points, resumes it, reopens offline, exports and re-imports it',
  async play(d, url) {
    const id = await createMatch(d, url, { game: /^Sticht oder nicht/ })
    // Anna deals: scorpion is trump, +5 for the most tricks.
    await specials(
      d,
      { kind: 'Violet: trump animal', animal: 'Scorpion' },
      { kind: 'Pink: most/fewest tricks (±5)', which: 'most', points: '+5' },
      1,
    )
    const winners = ['Ben', 'Ben', 'Cora', 'Ben', 'Dana', 'Cora', 'Ben', 'Anna', 'Cora', 'Dana']
    // The Winner tab once: it stays chosen from trick to trick.
    await d.click({ role: 'button', name: 'Winner', within: group('How to enter the trick') })
    for (const [i, name] of winners.entries()) {
      await d.click({ role: 'button', name, within: group('Took the trick') })
      await saved(d, i + 2)
    }
    // By the rulebook: a point a trick (Anna 1, Ben 4, Cora 3, Dana 2), +5 for Ben's most tricks.
    expect(await read(d)).toMatchObject({
      round: ['Round 2 of 8 · Ben deals'],
      inEffect: [],
      rounds: [['1', '9', '3', '2']],
      totals: ['1', '9', '3', '2'],
      heading: ['Cora chooses special card 1', 'Points', 'Over the rounds'],
    })
    return id
  },
  ready: (d) =>
    d.waitFor(
      () =>
        [...document.querySelectorAll('section')].length > 1 && !!document.querySelector('main h2'),
      { what: 'the Sticht oder nicht match screen' },
    ),
  read,
  /** Round 2's special cards: wasp is trump, −5 for the fewest tricks. */
  async entry(d) {
    await specials(
      d,
      { kind: 'Violet: trump animal', animal: 'Wasp' },
      { kind: 'Pink: most/fewest tricks (±5)', which: 'fewest', points: '−5' },
      12,
    )
    expect(await read(d)).toMatchObject({
      round: ['Round 2 of 8, Trick 1 of 10', 'Anna leads'],
      inEffect: ['Trump: Wasp', '−5 fewest tricks'],
      chips: ['Anna', 'Ben', 'Cora', 'Dana'].map((n) => `${n}: 0 tricks, plusminus available`),
      totals: ['1', '9', '3', '2'],
      heading: ['Trick 1 of 10', 'Points', 'Over the rounds'],
    })
  },
})
