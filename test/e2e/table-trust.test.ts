// A table that trusts no phone (#23), in the browser: three phones, each its own context inside
// the test's own network namespace (phones.ts). The host's phone is Anna's, Ben's phone is
// honest, and Cora's is a cheat: beside her app, her page sends raw messages on its data channel.
// - A Stich für Stich secret Anna entered on the host's phone before the table opened stays
//   there: the guests get a hidden stand-in, the host keeps the secret under `kept:` and still
//   shows it to Anna behind the gate.
// - What Cora's page sends that her seat may not is refused with the rules' reason, answered to
//   her alone, and changes nothing on the honest phones: a secret with its value, a trick's cards,
//   a correction that wipes the log, a guess for herself or for Ben (only the phone keeping the
//   secret records those), a paper search before the sleuths searched on their phones, the host's
//   seat (Anna taps Refuse), a key that is not one. The host's Phones screen lists them.
// - Cora's page proposing undo and redo every 5 ms locks nobody out: after a burst the host slows
//   her to one a second, and Ben's entry, tapped meanwhile, is taken.
// - Stiche im Team: Ben's secret number, entered on the host's phone before the table opened,
//   reaches no guest's storage or data channel; the host shows it by itself when the round waits
//   for the numbers, and the round is judged the same on every phone.
// The tests build on each other, in order: one table for the file.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tableStrings } from '../../src/app/tableStrings'
import { format, type Reason } from '../../src/core/reason'
import { trickStrings } from '../../src/games/cards/trickStrings'
import type { Suspect, Weapon } from '../../src/games/stich-fuer-stich/rules'
import { sfsStrings } from '../../src/games/stich-fuer-stich/strings'
import { sfsUiStrings } from '../../src/games/stich-fuer-stich/ui/strings'
import { en as shell } from '../../src/i18n/en'
import { MESSAGES, PROPOSALS } from '../../src/table/limit'
import { PROTOCOL } from '../../src/table/messages'
import {
  newMatch,
  numbersSent,
  numbersStored,
  saved,
  secretWords,
  sfsSearchHere,
  sfsSecret,
  sfsShowSecret,
  sfsWinner,
  sitChoose,
  sitHideButton,
  sitOwnChips,
  sitSameOnEveryPhone,
  sitSecretBid,
  sitTrick,
  sitTrump,
  suspectName,
  weaponName,
} from './games'
import {
  CHANNELS,
  inviteAll,
  nowhereOn,
  type Phone,
  sameCode,
  seatedAsTaken,
  seenOn,
  storedEvents,
  storedValue,
  tableAgrees,
  takeSeats,
  useTable,
} from './phones'

const PLAYERS = ['Anna', 'Ben', 'Cora']
const [ANNA, BEN, CORA] = PLAYERS as [string, string, string]
/** The seats: Anna (the host's phone) is the first confidant, then the first dealer. */
const [A, B, C] = [0, 1, 2] as const
/** The secret Anna draws on the host's phone (games.ts `sfsSecret`). */
const SECRET: [Suspect, Weapon] = ['gardener', 'statue']
const HIDDEN_SECRET = { t: 'secret', hidden: true }

// The words as the app has them.
const TABLE = tableStrings.en
const SFS = { ...trickStrings.en, ...sfsStrings.en, ...sfsUiStrings.en }
/** The trick's question, whichever trick it is: Anna is the confidant (her own phone asks her). */
const asked = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{n\\}', '\\d+')
const WHO_WON = new RegExp(
  `^(${asked(format(SFS['sfs.ui.whoWon'], { name: ANNA }))}|${asked(SFS['sfs.ui.whoWonOwn'])})$`,
)

let matchId = ''
const at = useTable(3, 'trust-')
/** The host's phone (Anna's), Ben's and Cora's: each phone's index is its player's seat. */
const phones = () => at.phones() as [Phone, Phone, Phone]

// What a phone heard ---------------------------------------------------------------------------

type Heard = { t: string } & Record<string, unknown>

/** The messages a phone received over its data channels, read. */
async function received(phone: Phone): Promise<Heard[]> {
  return (await phone.traffic())
    .filter((m) => m.way === 'received')
    .map((m) => JSON.parse(m.text) as Heard)
}

/** The first message of kind `t` a phone received after its first `after` ones. */
async function nextHeard(phone: Phone, t: string, after: number): Promise<Heard> {
  const find = async () => (await received(phone)).slice(after).find((m) => m.t === t)
  await expect.poll(find, { message: `a ${t} message` }).toBeDefined()
  return (await find()) as Heard
}

/** The host's answer to proposal `id`, as its phone heard it: a commit or a refusal. */
async function answerTo(phone: Phone, id: string): Promise<Heard> {
  const find = async () =>
    (await received(phone)).find(
      (m) =>
        (m.t === 'refused' && m.proposal === id) ||
        (m.t === 'commit' && (m.commit as { proposal?: string }).proposal === id),
    )
  await expect.poll(find, { message: `the answer to ${id}` }).toBeDefined()
  return (await find()) as Heard
}

/** The seats at phones as a phone last heard them, with their keys. */
async function seatsHeard(phone: Phone): Promise<{ seat: number; key: string }[]> {
  const seats = (await received(phone)).filter((m) => m.t === 'seats').at(-1)
  return (seats?.seats as { seat: number; key: string }[] | undefined) ?? []
}

// Cora's page, cheating ------------------------------------------------------------------------

let forged = 0

/**
 * What a phone shows (its visible text, its words in order) but for the toasts: news that comes
 * and goes by itself ("Ready to work offline." hides after 6 s), whatever a guest sent. The blank
 * lines a toast leaves behind are not what it shows: runs of white space count as one space.
 */
const shownOn = (phone: Phone) =>
  phone.page.evaluate(() => {
    // biome-ignore-start lint/performance/useDomNodeTextContent: the visible text, not hidden nodes'
    const toasts = document.querySelector<HTMLElement>('.toasts')?.innerText ?? ''
    return document.body.innerText.replace(toasts, '').replace(/\s+/g, ' ').trim()
    // biome-ignore-end lint/performance/useDomNodeTextContent: the visible text
  })

/**
 * Cora's page proposes `op` on the table as it is (its count as she heard it), beside her app:
 * the host's reason for refusing it. It must change nothing: neither the host's stored log nor
 * what the honest phones show.
 */
async function forge(op: unknown): Promise<Reason> {
  const [host, ben, cora] = phones()
  const log = await storedEvents(host, matchId)
  const shown = await Promise.all([shownOn(host), shownOn(ben)])
  const id = `forged-${++forged}`
  const proposal = { id, base: await seenOn(cora), op }
  await cora.sendRaw(JSON.stringify({ t: 'propose', v: PROTOCOL, proposal }))
  const answer = await answerTo(cora, id)
  expect(answer.t, JSON.stringify(op)).toBe('refused')
  expect(await storedEvents(host, matchId)).toEqual(log)
  expect(await Promise.all([shownOn(host), shownOn(ben)])).toEqual(shown)
  return answer.reason as Reason
}

interface FloodOptions {
  channels: string
  /** The table's count and the last commit's kind when it starts. */
  seen: number
  last: string
  /** It proposes at least this many, and goes on until another phone's entry was taken. */
  least: number
  every: number
  /** What the host reads of one phone (limit.ts MESSAGES, less a margin): no message is dropped. */
  allowance: { burst: number; every: number }
  protocol: number
}

/** What Cora's flood did so far (`window.flooded`). */
interface Flooded {
  sent: number
  /** Per proposal: `taken`, or the key of the reason it was refused with. */
  answers: Record<string, string>
  /** Commits of another phone's proposals it heard. */
  others: number
  /** How many it had sent when the first `table.tooFast` came; null before. */
  firstTooFast: number | null
  /** Milliseconds from its first proposal to its last answer (the page's clock). */
  elapsed: number
  done: boolean
  stop: boolean
}

/**
 * Runs in Cora's page: every `every` ms it proposes an undo, or a redo of what the last commit
 * undid, on the table's count as the commits it hears say, so each is taken until the host slows
 * it down. It sends no faster than the host reads a phone's messages (a flood would only be
 * dropped unread). Stops once it proposed `least` and heard another phone's entry taken.
 */
function flood(o: FloodOptions): void {
  const open = ((window as unknown as Record<string, RTCDataChannel[]>)[o.channels] ?? []).filter(
    (c) => c.readyState === 'open',
  )
  const channel = open[0]
  if (open.length !== 1 || !channel) throw new Error(`${open.length} data channels are open`)
  const state: Flooded = {
    sent: 0,
    answers: {},
    others: 0,
    firstTooFast: null,
    elapsed: 0,
    done: false,
    stop: false,
  }
  Object.assign(window, { flooded: state })
  const ids = new Set<string>()
  let { seen, last } = o
  const started = performance.now()
  const answered = (id: string, answer: string) => {
    state.answers[id] = answer
    state.elapsed = performance.now() - started
  }
  channel.addEventListener('message', (e) => {
    const m = JSON.parse(String(e.data))
    if (m.t === 'table') seen = m.seen
    if (m.t === 'commit') {
      seen = m.commit.n
      last = m.commit.op.kind
      if (ids.has(m.commit.proposal)) answered(m.commit.proposal, 'taken')
      else state.others++
    }
    if (m.t === 'refused' && ids.has(m.proposal)) {
      answered(m.proposal, m.reason.key)
      if (m.reason.key === 'table.tooFast' && state.firstTooFast === null) {
        state.firstTooFast = state.sent
      }
    }
  })
  let tokens = o.allowance.burst
  let at = started
  const tick = () => {
    if (
      state.stop ||
      channel.readyState !== 'open' ||
      (state.sent >= o.least && state.others > 0)
    ) {
      state.done = true
      return
    }
    const now = performance.now()
    tokens = Math.min(o.allowance.burst, tokens + (now - at) / o.allowance.every)
    at = now
    if (tokens >= 1) {
      tokens -= 1
      const id = `flood-${state.sent + 1}`
      ids.add(id)
      state.sent++
      const op = { kind: last === 'undo' ? 'redo' : 'undo' }
      channel.send(
        JSON.stringify({ t: 'propose', v: o.protocol, proposal: { id, base: seen, op } }),
      )
    }
    setTimeout(tick, o.every)
  }
  tick()
}

const flooded = (phone: Phone) =>
  phone.page.evaluate(() => (window as unknown as { flooded: Flooded }).flooded)

describe('A table that trusts no phone', () => {
  it('keeps a secret entered on the host’s phone before the table opened on that phone', async () => {
    const [host, ben, cora] = phones()
    matchId = await newMatch(host.page, /^Stich für Stich/, 'confidant', { players: PLAYERS })
    await sfsSecret(host.page, 1)
    const secret = { t: 'secret', culprit: SECRET[0], weapon: SECRET[1] }
    expect(await storedEvents(host, matchId)).toEqual([secret])

    await inviteAll(host.page, [ben.page, cora.page], matchId)
    // Each guest has the hidden stand-in as entry 1, and nothing of the secret anywhere.
    for (const phone of [ben, cora]) {
      await expect.poll(() => storedEvents(phone, matchId)).toEqual([HIDDEN_SECRET])
      await nowhereOn(phone, secretWords(SECRET), 'the secret')
      await phone.page.getByRole('region', { name: WHO_WON }).waitFor()
      const peek = format(SFS['sfs.ui.peek'], { name: ANNA })
      expect(await phone.page.getByRole('button', { name: peek }).count()).toBe(0)
    }
    // The host's table holds the same stand-in; the secret is kept beside it, and never sent.
    expect(await storedEvents(host, matchId)).toEqual([HIDDEN_SECRET])
    expect(await storedValue(host, `kept:${matchId}`)).toEqual([
      { at: 0, standIn: HIDDEN_SECRET, event: secret },
    ])
    const sent = (await host.messages()).join('\n')
    for (const word of secretWords(SECRET)) expect(sent).not.toContain(word)
    // And the host's phone still shows Anna her case as before.
    expect(await sfsShowSecret(host.page)).toBe(
      `The culprit is the ${suspectName(SECRET[0])}, the weapon the ${weaponName(SECRET[1])}.`,
    )
    await host.page.getByRole('region', { name: WHO_WON }).waitFor()
  })

  it('refuses what a cheating guest’s page sends, and tells only that phone why', async () => {
    const [host, ben, cora] = phones()
    await takeSeats(phones(), PLAYERS)

    // Entries that stay on their phone, and a correction that would wipe the log.
    expect(
      await forge({
        kind: 'record',
        event: { t: 'secret', culprit: 'mechanic', weapon: 'pillow' },
      }),
    ).toEqual({ key: 'sfs.secretStays' })
    const played = [
      { kind: 'card', suspect: 'influencer', weapon: 'revolver', number: 5 },
      { kind: 'phantom' },
      { kind: 'card', suspect: 'hairdresser', weapon: 'knife', number: 7 },
    ]
    expect(await forge({ kind: 'record', event: { t: 'trick', winner: C, played } })).toEqual({
      key: 'sfs.cardsStay',
    })
    expect(await forge({ kind: 'splice', start: 0, deleteCount: 1, events: [] })).toEqual({
      key: 'table.oneStep',
    })
    expect(await storedEvents(host, matchId)).toEqual([HIDDEN_SECRET])

    // Trick 1 by its winner, honestly from Ben's phone: the sleuths search on their phones now.
    await sfsWinner(ben.page, 1, BEN, 2)
    await tableAgrees(phones(), matchId, 2)
    // Only the phone keeping the secret records a guess, and Ben and Cora have not searched yet.
    expect(await forge({ kind: 'record', event: { t: 'guess', seat: C, solved: true } })).toEqual({
      key: 'table.keeperOnly',
    })
    expect(await forge({ kind: 'record', event: { t: 'guess', seat: B, solved: true } })).toEqual({
      key: 'table.keeperOnly',
    })
    expect(await forge({ kind: 'record', event: { t: 'search', solved: [] } })).toEqual({
      key: 'sfs.searchOnPhone',
      params: { seat: B },
    })
    for (const { page } of [ben, cora]) {
      await page.getByRole('button', { name: SFS['sfs.ui.searchHere'] }).waitFor()
    }

    // Anna's seat, under Cora's own key: it waits for Anna, who refuses.
    const key = (await seatsHeard(cora)).find((s) => s.seat === C)?.key
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/)
    const seatsSent = async () =>
      (await host.traffic()).filter((m) => m.way === 'sent' && m.text.includes('"t":"seats"'))
        .length
    const told = await seatsSent()
    let heard = (await received(cora)).length
    await cora.sendRaw(JSON.stringify({ t: 'seat', v: PROTOCOL, seat: A, key }))
    expect(await nextHeard(cora, 'seatWait', heard)).toEqual({
      t: 'seatWait',
      v: PROTOCOL,
      seat: A,
    })
    await cora.page.getByText(format(TABLE['table.seatWait'], { player: ANNA })).waitFor()
    const ask = host.page.getByRole('alertdialog')
    await ask.waitFor()
    const asked = (await ask.textContent()) ?? ''
    expect(asked).toContain(format(TABLE['table.seatAsk.move'], { from: CORA, player: ANNA }))
    expect(asked).toContain(format(TABLE['table.seatAsk.mine'], { player: ANNA }))
    await ask.getByRole('button', { name: TABLE['table.seatAsk.allow'] }).waitFor()
    await at.shot(host.page, 'seat-asked')
    await at.shot(cora.page, 'seat-waits')
    heard = (await received(cora)).length
    await ask.getByRole('button', { name: TABLE['table.seatAsk.refuse'] }).click()
    await ask.waitFor({ state: 'detached' })
    expect(await nextHeard(cora, 'seatRefused', heard)).toEqual({
      t: 'seatRefused',
      v: PROTOCOL,
      seat: A,
      reason: { key: 'table.seatDenied', params: { seat: A } },
    })
    await cora.page
      .getByRole('alert')
      .filter({ hasText: format(TABLE['table.seatDenied'], { player: ANNA }) })
      .waitFor()

    // A key that is no key: refused at once, and no phone's page fails on it.
    heard = (await received(cora)).length
    await cora.sendRaw(JSON.stringify({ t: 'seat', v: PROTOCOL, seat: C, key: 'A'.repeat(87) }))
    expect(await nextHeard(cora, 'seatRefused', heard)).toMatchObject({
      seat: C,
      reason: { key: 'table.badKey' },
    })
    // The seats are as they were: nobody was told of a change.
    expect(await seatsSent()).toBe(told)
    await seatedAsTaken(phones(), PLAYERS)
    expect(await storedEvents(host, matchId)).toHaveLength(2)

    // The host's Phones screen lists what Cora's phone was refused, newest first.
    await host.page.getByRole('link', { name: shell['table.phonesLabel'] }).click()
    await host.page.waitForURL(/#\/table\//)
    const who = format(TABLE['table.refusals.from'], { player: CORA })
    const entry = shell['match.entry']
    const expected: [string, string][] = [
      [TABLE['table.what.seat'], TABLE['table.badKey']],
      [entry, format(SFS['sfs.searchOnPhone'], { player: BEN })],
      [entry, TABLE['table.keeperOnly']],
      [entry, TABLE['table.keeperOnly']],
      [TABLE['table.what.correction'], TABLE['table.oneStep']],
      [entry, SFS['sfs.cardsStay']],
      [entry, SFS['sfs.secretStays']],
    ]
    const rows = host.page
      .getByRole('region', { name: TABLE['table.refusals.title'] })
      .getByRole('listitem')
    await expect.poll(() => rows.count()).toBe(expected.length)
    await at.shot(host.page, 'refusals')
    const listed = await rows.allTextContents()
    for (const [i, [what, reason]] of expected.entries()) {
      const row = format(TABLE['table.refusals.row'], { time: '', who, what, reason })
      expect(listed[i]?.endsWith(row), `"${listed[i]}" ends with "${row}"`).toBe(true)
    }
    await host.page.getByRole('link', { name: TABLE['table.invite.back'] }).click()
    await host.page.getByRole('region', { name: /^Search after trick 1$/ }).waitFor()
  })

  it('slows a phone proposing every 5 ms down, and takes another phone’s entry meanwhile', async () => {
    const [host, ben, cora] = phones()
    // Both sleuths solve on their own phones, and trick 2 is in: from now on every trick leaves
    // the table at the next one, so undo and redo swing between two tables that ask the same.
    // The first private questions to Anna's phone: each sleuth's phone compares codes with it.
    const withAnna = (page: Page, name: string) => ({
      compare: async () => {
        await sameCode({ page, name }, { page: host.page, name: ANNA })
      },
    })
    expect(await sfsSearchHere(cora.page, CORA, SECRET, withAnna(cora.page, CORA))).toMatch(
      /^Case solved: /,
    )
    await tableAgrees(phones(), matchId, 3)
    expect(await sfsSearchHere(ben.page, BEN, SECRET, withAnna(ben.page, BEN))).toMatch(
      /^Case solved: /,
    )
    await tableAgrees(phones(), matchId, 4)
    await sfsWinner(host.page, 2, CORA, 5)
    await tableAgrees(phones(), matchId, 5)
    for (const { page } of phones()) await page.getByRole('region', { name: WHO_WON }).waitFor()

    // Ben's phone waits on the 'Winner' entry; Cora's page starts proposing.
    await ben.page
      .getByRole('group', { name: SFS['cards.ui.mode'], exact: true })
      .getByRole('button', { name: SFS['cards.ui.mode.quick'] })
      .click()
    const options: FloodOptions = {
      channels: CHANNELS,
      seen: await seenOn(cora),
      last: 'record',
      least: 40,
      every: 5,
      allowance: { burst: MESSAGES.burst - 10, every: MESSAGES.every },
      protocol: PROTOCOL,
    }
    await cora.page.evaluate(flood, options)
    try {
      await expect.poll(async () => (await flooded(cora)).firstTooFast).not.toBeNull()

      // Meanwhile Ben taps the trick's winner on the table as his phone shows it.
      const current = () =>
        expect
          .poll(
            async () =>
              JSON.stringify(await storedEvents(ben, matchId)) ===
              JSON.stringify(await storedEvents(host, matchId)),
          )
          .toBe(true)
      const tap = async () => {
        await current()
        const before = (await ben.traffic()).length
        await ben.page
          .getByRole('region', { name: WHO_WON })
          .getByRole('button', { name: BEN, exact: true })
          .click()
        const sent = async () =>
          (await ben.traffic())
            .slice(before)
            .find((m) => m.way === 'sent' && m.text.includes('"t":"propose"'))
        await expect.poll(sent, { message: 'Ben’s proposal' }).toBeDefined()
        const { proposal } = JSON.parse((await sent())?.text ?? '') as { proposal: { id: string } }
        return answerTo(ben, proposal.id)
      }
      let answer = await tap()
      // A phone told another entered first taps again, as its player would: once.
      let again = 0
      if (answer.t === 'refused' && (answer.reason as Reason).key === 'table.someoneFirst') {
        again++
        answer = await tap()
      }
      expect(answer.t, JSON.stringify(answer)).toBe('commit')
      expect(again).toBeLessThanOrEqual(1)

      // The flood ran until Ben's entry was in, and every proposal of it was answered.
      await expect.poll(async () => (await flooded(cora)).done).toBe(true)
      await expect
        .poll(async () => {
          const f = await flooded(cora)
          return Object.keys(f.answers).length === f.sent
        })
        .toBe(true)
    } finally {
      await cora.page.evaluate(() => {
        const f = (window as unknown as { flooded?: Flooded }).flooded
        if (f) f.stop = true
      })
    }
    const f = await flooded(cora)
    expect(f.sent).toBeGreaterThanOrEqual(40)
    expect(f.others).toBeGreaterThanOrEqual(1)
    // Each was taken, too fast, or made on a table another phone had changed: nothing else.
    const answers = Object.values(f.answers)
    const expectedAnswers = ['taken', 'table.tooFast', 'table.someoneFirst']
    expect(answers.filter((a) => !expectedAnswers.includes(a))).toEqual([])
    expect(answers.filter((a) => a === 'table.tooFast').length).toBeGreaterThan(0)
    // The first ones were taken; then the host took at most its burst and one a second.
    const commits = new Set(
      (await host.traffic())
        .filter((m) => m.way === 'sent' && m.text.includes('"t":"commit"'))
        .map((m) => JSON.parse(m.text).commit as { n: number; proposal?: string })
        .filter((c) => c.proposal?.startsWith('flood-'))
        .map((c) => c.n),
    )
    expect(commits.size).toBe(answers.filter((a) => a === 'taken').length)
    expect(commits.size).toBeGreaterThan(0)
    expect(commits.size).toBeLessThanOrEqual(
      PROPOSALS.burst + Math.floor(f.elapsed / PROPOSALS.every),
    )

    // Whatever it left, every phone holds the host's table; the case is as it was before trick 2.
    const log = await storedEvents(host, matchId)
    for (const phone of [ben, cora]) {
      await expect.poll(() => storedEvents(phone, matchId)).toEqual(log)
    }
    expect(log?.slice(0, 4)).toEqual([
      HIDDEN_SECRET,
      { t: 'trick', winner: B },
      { t: 'guess', seat: C, solved: true },
      { t: 'guess', seat: B, solved: true },
    ])
  })

  it('keeps a secret number entered on the host’s phone there, and shows it by itself', async () => {
    const [host, ben, cora] = phones()
    matchId = await newMatch(host.page, /^Stiche im Team/, 'deals', {
      players: PLAYERS,
      options: ['Secret numbers (harder)'],
    })
    await sitTrump(host.page, 'Hearts', 1)
    // Ben takes the one trick: his number, on the host's phone behind the gate; Cora is next.
    await sitSecretBid(host.page, BEN, 1, CORA, { saved: () => saved(host.page, 2) })
    await inviteAll(host.page, [ben.page, cora.page], matchId)

    const hidden = { t: 'bid', seat: B, hidden: true }
    for (const phone of [ben, cora]) {
      await expect
        .poll(() => storedEvents(phone, matchId))
        .toEqual([{ t: 'trump', suit: 'hearts' }, hidden])
      expect(await numbersStored(phone)).toEqual([])
      expect(await numbersSent(phone)).toEqual([])
    }
    expect(await storedEvents(host, matchId)).toEqual([{ t: 'trump', suit: 'hearts' }, hidden])
    expect(await storedValue(host, `kept:${matchId}`)).toEqual([
      { at: 1, standIn: hidden, event: { t: 'bid', seat: B, bid: 1, hidden: true } },
    ])
    expect(await numbersStored(host)).toEqual([
      { at: `stichblock/kv/kept:${matchId}`, seat: B, bid: 1 },
    ])
    expect(await numbersSent(host)).toEqual([])

    await takeSeats(phones(), PLAYERS)
    // Ben's number is in: only Cora's phone asks hers; Anna deals and has none.
    await sitOwnChips(cora.page, CORA).waitFor()
    expect(await sitOwnChips(ben.page, BEN).count()).toBe(0)
    await sitChoose(cora.page, CORA, 0)
    await sitHideButton(cora.page).click()
    await tableAgrees(phones(), matchId, 3)

    // The one trick, Ben's; then each phone shows the numbers it keeps: the host Ben's.
    await sitTrick(ben.page, BEN)
    const log = await tableAgrees(phones(), matchId, 6)
    expect(log.slice(2, 4)).toEqual([
      { t: 'bid', seat: C, hidden: true },
      { t: 'trick', winner: B },
    ])
    expect(log.slice(4)).toEqual(
      expect.arrayContaining([
        { t: 'show', seat: B, bid: 1 },
        { t: 'show', seat: C, bid: 0 },
      ]),
    )
    const shows = async (phone: Phone) =>
      (await phone.traffic()).filter(
        (m) => m.way === 'sent' && m.text.includes('"t":"propose"') && m.text.includes('"show"'),
      ).length
    expect(await shows(ben)).toBe(0)
    expect(await shows(cora)).toBe(1)
    expect(await sitSameOnEveryPhone(phones())).toMatchObject({
      status: { round: expect.stringMatching(/^Round 2 of \d+$/), badges: [`${BEN} deals`] },
      rounds: ['1 1 ♥ 0/0 1/1 0/0 ✓3'],
      news: 'Round 1 made! Everybody hit their number.',
    })
    // No number was ever on a guest's storage or data channels with its value.
    expect(await numbersStored(ben)).toEqual([])
    expect(await numbersSent(ben)).toEqual([])
    expect(await numbersStored(cora)).toEqual([
      { at: `stichblock/kv/kept:${matchId}`, seat: C, bid: 0 },
    ])
    expect(await numbersSent(cora)).toEqual([])
    for (const { page } of phones()) expect(await page.getByRole('alert').count()).toBe(0)
  })
})
