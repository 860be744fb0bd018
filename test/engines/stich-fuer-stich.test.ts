// Stich für Stich in Chromium, Firefox ESR and WebKitGTK at 360×740: Anna draws the secret on the
// phone, two tricks and a search on paper tiles to a score on the pad; the secret is nowhere in the
// page while it is hidden; axe on the match screen; a reload, the service worker offline (one more
// trick), an export and its import into a fresh profile, each bringing the match back exactly.
import { expect } from 'vitest'
import type { Suspect, Weapon } from '../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../src/games/stich-fuer-stich/strings'
import type { Driver } from './driver'
import { createMatch, dialog, engineSuite, foundIn, group, noDialog, region, saved } from './steps'

const SECRET: [Suspect, Weapon] = ['mechanic', 'pillow']

/** Both languages' names of the secret's culprit and weapon, and their ids, in lower case. */
const WORDS = (() => {
  const [culprit, weapon] = SECRET
  const words: string[] = [culprit, weapon]
  for (const lang of ['en', 'de'] as const) {
    words.push(sfsStrings[lang][`sfs.suspect.${culprit}`], sfsStrings[lang][`sfs.weapon.${weapon}`])
  }
  return [...new Set(words.map((w) => w.toLowerCase()))]
})()

/** The status line, the pad as shown ("★ 7 + 1", "· + 1"), its totals, the open question. */
const read = (d: Driver) =>
  d.evaluate(() => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim()
    const pad = document.querySelector('section.sfs-pad table')
    return {
      hash: location.hash,
      status: [...document.querySelectorAll('section.sfs-status strong, section.sfs-status span')]
        .map(text)
        .filter((s) => s !== ''),
      pad: [...(pad?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => text(td.querySelector('[aria-hidden="true"]'))),
      ),
      totals: [...(pad?.querySelectorAll('tfoot td') ?? [])].map(text),
      question: [...document.querySelectorAll('main section h2, main fieldset legend')]
        .map(text)
        .filter((s) => /^Who won trick|^Search after/.test(s)),
    }
  })

/** Trick `n` won by `name`, as Anna says; entry `entry` of the match. */
async function winner(d: Driver, n: number, name: string, entry: number) {
  await d.click({ role: 'button', name: 'Winner', within: group('How to enter the trick') })
  await d.click({ role: 'button', name, within: region(`Who won trick ${n}? (as Anna says)`) })
  await saved(d, entry)
}

/** The search after trick `n` on paper tiles: Anna ticks who solved. */
async function paper(d: Driver, n: number, solved: string[], entry: number) {
  const how = { role: 'button', name: 'Paper tiles', within: group('How to search') } as const
  if (await d.exists(how)) await d.click(how)
  const form = group('Anna checks the tiles. Who solved the case?')
  await d.waitFor(
    (h) =>
      [...document.querySelectorAll('h2, h3, legend')].some((e) => e.textContent?.trim() === h),
    { what: `the search after trick ${n}` },
    `Search after trick ${n}`,
  )
  for (const name of solved) await d.click({ role: 'checkbox', name, within: form })
  await d.click({ role: 'button', name: 'Save the search', within: form })
  await saved(d, entry)
}

engineSuite({
  title: 'plays a search to a score with the secret hidden, resumes, reopens offline, round-trips',
  async play(d, url) {
    const id = await createMatch(d, url, { game: /^Stich für Stich/, mark: 'confidant' })
    // Anna draws the Mechanic with the Pillow behind the pass-the-phone gate.
    await d.click({ role: 'button', name: 'Anna: choose them on the phone' })
    await d.click({
      role: 'button',
      name: 'I am Anna: show',
      within: dialog('Hand the phone to Anna.'),
    })
    const picker = 'Case 1: Anna draws the culprit and the weapon'
    await d.click({
      role: 'radio',
      name: sfsStrings.en['sfs.suspect.mechanic'],
      within: group('The culprit'),
    })
    await d.click({
      role: 'radio',
      name: sfsStrings.en['sfs.weapon.pillow'],
      within: group('The weapon'),
    })
    await d.click({ role: 'button', name: 'Hide the secret', within: dialog(picker) })
    await saved(d, 1)
    await d.click({
      role: 'button',
      name: 'Done',
      within: dialog('Put the phone back on the table.'),
    })
    await noDialog(d)
    // Ben leads and takes trick 1; after it Ben and Cora solve (on paper); Dana takes trick 2.
    await winner(d, 1, 'Ben', 2)
    await paper(d, 1, ['Ben', 'Cora'], 3)
    await winner(d, 2, 'Dana', 4)
    // By the rulebook: Ben and Cora solved after trick 1 (8 - 1 = 7 each), a point per trick;
    // the confidant's points wait for the last sleuth.
    expect(await read(d)).toMatchObject({
      status: ['Case 1 of 4', 'Trick 2 of 7', 'Confidant: Anna', 'Dana leads'],
      pad: [['★ · + 0', '7 + 1', '7 + 0', '· + 1']],
      totals: ['0', '8', '7', '1'],
      question: ['Search after trick 2'],
    })
    return id
  },
  async secret(d) {
    expect(await foundIn(d, WORDS)).toEqual([])
  },
  ready: (d) =>
    d.waitFor(
      () =>
        !!document.querySelector('section.sfs-pad tfoot td') &&
        !!document.querySelector('section.sfs-status'),
      {
        what: 'the Stich für Stich match screen',
      },
    ),
  read,
  /** The search after trick 2: Dana solves too. */
  async entry(d) {
    await paper(d, 2, ['Dana'], 5)
    // Dana: 8 - 2 = 6; all solved, so Anna, the confidant, scores the last one's trick: 2.
    expect(await read(d)).toMatchObject({
      status: ['Case 1 of 4', 'Trick 3 of 7', 'Confidant: Anna', 'Dana leads'],
      pad: [['★ 2 + 0', '7 + 1', '7 + 0', '6 + 1']],
      totals: ['2', '8', '7', '7'],
      question: ['Who won trick 3? (as Anna says)'],
    })
  },
})
