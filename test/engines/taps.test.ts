// The first tap lands, in every engine (#25): the places where WebKitGTK lost it because the
// layout moved 31–36 px at the press (a fieldset laid out as a wrapping flex box, too tall until
// the press's focus laid it out again) are each tapped once, and what the tap does must show.
// A lost tap shows nothing and the wait fails.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { type Server, startServer } from '../e2e/harness'
import { type Driver, ENGINES, type Engine, type EngineHost, engineHost } from './driver'
import { createMatch, dialog, group } from './steps'

/** Waits until what one tap should have brought is in the page. */
const shows = (d: Driver, target: Parameters<Driver['exists']>[0]) =>
  expect.poll(() => d.exists(target), { timeout: 20_000 }).toBe(true)

/** The Stich für Stich judge with a secret the confidant entered behind the gate. */
async function sfsJudgeWithSecret(d: Driver, url: string) {
  await d.open(`${url}#/judge/stich-fuer-stich`)
  await d.click({ role: 'button', name: 'The confidant enters a secret' })
  await d.click({ role: 'button', name: 'I am the confidant: show' })
  await d.click({ role: 'radio', name: 'Mechanic' })
  await d.click({ role: 'radio', name: 'Pillow' })
  await d.click({ role: 'button', name: 'Hide the secret' })
  await d.click({ role: 'button', name: 'Done' })
}

/** One card of the judge's trick: suspect, weapon, number. */
async function sfsCard(d: Driver, n: number, [suspect, weapon, number]: [string, string, string]) {
  const step = (what: string) => group(`Card ${n}: ${what}`)
  await d.click({ role: 'button', name: new RegExp(suspect), within: step('Suspect') })
  await d.click({ role: 'button', name: new RegExp(weapon), within: step('Weapon') })
  await d.click({ role: 'button', name: number, within: step('Number') })
}

describe.each(ENGINES)('%s', (engine: Engine) => {
  let host: EngineHost
  let server: Server | undefined
  let driver: Driver | undefined
  beforeAll(() => {
    host = engineHost(engine, inject('engines'))
  })
  afterAll(async () => {
    await host?.stop()
  })
  afterEach(async () => {
    await driver?.close()
    driver = undefined
    await server?.close()
    server = undefined
  })
  const open = async () => {
    server = await startServer()
    driver = await host.newDriver()
    return { d: driver, url: server.url }
  }

  it('takes the first suspect after the Stich für Stich judge’s secret, and New trick after the reason', async () => {
    const { d, url } = await open()
    await sfsJudgeWithSecret(d, url)
    await d.click({ role: 'button', name: /Gardener/, within: group('Card 1: Suspect') })
    await shows(d, { role: 'button', name: /Knife/, within: group('Card 1: Weapon') })
    await d.click({ role: 'button', name: 'Back', within: group('Card 1: Weapon') })
    const cards: [string, string, string][] = [
      ['Gardener', 'Knife', '5'],
      ['Hairdresser', 'Spade', '3'],
      ['Influencer', 'Ax', '12'],
      ['Mechanic', 'Revolver', '7'],
    ]
    for (const [i, card] of cards.entries()) await sfsCard(d, i + 1, card)
    await d.click({ role: 'button', name: 'Confidant: why did this card win?' })
    await d.click({
      role: 'button',
      name: 'I am the confidant: show',
      within: dialog('Hand the phone to the confidant.'),
    })
    await d.click({ role: 'button', name: 'Hide' })
    await d.click({ role: 'button', name: 'New trick' })
    await shows(d, { role: 'button', name: /Gardener/, within: group('Card 1: Suspect') })
  })

  it('takes ♠ in the Stiche im Team judge at the first tap', async () => {
    const { d, url } = await open()
    await d.open(`${url}#/judge/stiche-im-team`)
    await d.click({ role: 'button', name: 'Spades', within: group('Suit') })
    await shows(d, {
      role: 'button',
      name: '2 of Spades',
      within: group('Rank of the Spades card'),
    })
  })

  it('takes Counts in Letzter Stich at the first tap after a reload', async () => {
    const { d, url } = await open()
    await createMatch(d, url, { game: /^Letzter Stich/ })
    await d.reload()
    await d.click({ role: 'button', name: 'Counts', within: group('How to enter the hand') })
    await shows(d, { role: 'button', name: /^Tricks of Anna/ })
  })
})
