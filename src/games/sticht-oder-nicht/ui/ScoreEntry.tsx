import { useState } from 'preact/hooks'
import { named, type Reason } from '../../../core/reason'
import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { useDraft } from '../../../ui/draft'
import { Stepper } from '../../../ui/Stepper'
import {
  type Animal,
  CUSTOM_MAX,
  CUSTOM_MIN,
  countLimits,
  inputNeeded,
  lastCount,
  type RoundInput,
  type SonEvent,
  type SonState,
  type Special,
  scoreProblem,
} from '../rules'
import { CountChips } from './CountChips'
import { type Counts, type CountsTurn, isCounts, isCountsTurn } from './drafts'
import { animalName, sayReason, signed, specialText } from './names'

/** A card's points typed in are counted in points, whatever the label says. */
const POINTS = { less: 'son.ui.pointLess', more: 'son.ui.pointMore' }

interface Props {
  state: SonState
  players: string[]
  send: (event: SonEvent) => Promise<boolean>
}

/** One question at the round's end: an animal's cards per player, or a custom card's points. */
type Question =
  | { kind: 'animalCounts'; animal: Animal; cards: Special[]; slots: number[] }
  | { kind: 'custom'; card: Special; slots: number[] }

/** What to ask: two cards that count the same animal ask for its cards once. */
function questions(specials: readonly Special[], needed: readonly (string | null)[]): Question[] {
  const asked: Question[] = []
  for (const [i, special] of specials.entries()) {
    if (needed[i] === 'custom') asked.push({ kind: 'custom', card: special, slots: [i] })
    if (needed[i] !== 'animalCounts' || !('animal' in special)) continue
    const same = asked.find((q) => q.kind === 'animalCounts' && q.animal === special.animal)
    if (same?.kind === 'animalCounts') {
      same.cards.push(special)
      same.slots.push(i)
    } else {
      asked.push({ kind: 'animalCounts', animal: special.animal, cards: [special], slots: [i] })
    }
  }
  return asked
}

/**
 * Round end: only what the app cannot know (cards of an animal in won tricks, custom points).
 * A count is one tap on its number; what is chosen lives in the draft until the round is scored.
 * Whatever the rules would refuse (counts that do not add up to the animal's cards in play, more
 * than a player's tricks hold) is said at once above the button; a tap on it then says it aloud.
 */
export function ScoreEntry({ state, players, send }: Props) {
  const needed = inputNeeded(state)
  const specials = state.round.specials
  const zeros = () => players.map(() => 0)
  const [values, setValues] = useDraft<Counts>(
    'counts',
    [zeros(), zeros()],
    isCounts(players.length),
  )
  const [turn, setTurn] = useDraft<CountsTurn>(
    'countsAt',
    { open: 0, at: [0, 0] },
    isCountsTurn(players.length),
  )
  const [tapped, setTapped] = useState(false)
  if (!specials) return null
  const asked = questions(specials, needed)
  const open = Math.min(turn.open, asked.length - 1)
  const last = players.length - 1
  function set(q: Question, seat: number, v: number) {
    setTapped(false)
    let row = (values[q.slots[0] ?? 0] ?? []).map((x, s) => (s === seat ? v : x))
    // The last but one player's count leaves the last player no choice: it is filled in.
    const forced = q.kind === 'animalCounts' && seat === last - 1 && lastCount(state, q.animal, row)
    if (typeof forced === 'number') row = row.map((x, s) => (s === last ? forced : x))
    setValues(values.map((old, j) => (q.slots.includes(j) ? row : old)) as Counts)
    // The next player's numbers come up; once the last count is known, the next card's.
    const done = seat === last || typeof forced === 'number'
    const next = asked.indexOf(q) + 1
    if (done && asked[next]?.kind === 'animalCounts') setTurn({ open: next, at: turn.at })
    else if (seat < last) show(asked.indexOf(q), seat + 1)
  }
  /** Two counts ask one at a time, so each fits one screen: the other is one line below. */
  const closed = (q: Question, i: number) =>
    q.kind === 'animalCounts' && asked.length > 1 && i !== open
  /** Opens question `i` at `seat`'s numbers. */
  const show = (i: number, seat: number) => {
    const q0 = asked[i]?.slots[0] ?? 0
    setTurn({ open: i, at: turn.at.map((s, j) => (j === q0 ? seat : s)) as CountsTurn['at'] })
  }
  const input: RoundInput = {
    animalCounts: needed.map((kind, i) => (kind === 'animalCounts' ? (values[i] ?? null) : null)),
    custom: needed.map((kind, i) => (kind === 'custom' ? (values[i] ?? null) : null)),
  }
  // A reason names its player by seat: the screen says the name ("Ben's tricks hold only 6 cards").
  const found = scoreProblem(state, input)
  const problem = found && named(found, players)

  function save() {
    if (problem) setTapped(true)
    else void send({ t: 'score', input })
  }
  return (
    <section class="stack son-score" aria-labelledby="son-score-h">
      {/* On a short phone the round's line above and the question itself say it (common.css). */}
      <h2 id="son-score-h" class="hidden-when-short">
        {t('son.ui.scoreTitle', { n: state.round.n })}
      </h2>
      {asked.map((q, i) => {
        const slot = q.slots[0] ?? 0
        const limits = q.kind === 'animalCounts' ? countLimits(state, q.animal) : []
        if (closed(q, i)) return null
        return (
          <fieldset key={`input-${slot + 1}`} class="stack son-question">
            <legend>
              {q.kind === 'custom'
                ? t('son.ui.customLegend', { card: specialText(q.card) })
                : t('son.ui.countsLegend', { animal: animalName(q.animal) })}
            </legend>
            {q.kind === 'animalCounts' && (
              <p class="hint">
                {t('son.ui.for', { cards: q.cards.map((c) => specialText(c)).join(' · ') })}
              </p>
            )}
            {q.kind === 'custom' ? (
              players.map((name, seat) => (
                <div key={name} class="count-row">
                  <span class="son-name name-cut">{name}</span>
                  <Stepper
                    show={signed}
                    names={POINTS}
                    label={t('son.ui.customOf', { card: specialText(q.card), name })}
                    value={values[slot]?.[seat] ?? 0}
                    min={CUSTOM_MIN}
                    max={CUSTOM_MAX}
                    onChange={(v) => set(q, seat, v)}
                  />
                </div>
              ))
            ) : (
              <CountChips
                players={players}
                values={values[slot] ?? []}
                limits={limits}
                labelOf={(name) => t('son.ui.countOf', { animal: animalName(q.animal), name })}
                active={turn.at[slot] ?? 0}
                onActive={(seat) => show(i, seat)}
                onChange={(seat, v) => set(q, seat, v)}
              />
            )}
          </fieldset>
        )
      })}
      <div id="son-score-why" class="son-why">
        {problem && (tapped ? <Alert>{sayReason(problem)}</Alert> : <Why reason={problem} />)}
      </div>
      <button
        type="button"
        class="btn primary big"
        aria-disabled={problem ? 'true' : undefined}
        aria-describedby={problem ? 'son-score-why' : undefined}
        onClick={save}
      >
        {t('son.ui.saveScore')}
      </button>
      {asked.map(
        (q, i) =>
          closed(q, i) &&
          q.kind === 'animalCounts' && (
            <button
              key={`closed-${i + 1}`}
              type="button"
              class="btn son-question-closed"
              aria-expanded="false"
              onClick={() => show(i, 0)}
            >
              {/* One line: the animal and the counts; screen readers hear the whole question. */}
              <span class="son-question-what">
                <span class="visually-hidden">
                  {t('son.ui.countsLegend', { animal: animalName(q.animal) })}
                </span>
                <span aria-hidden="true">{animalName(q.animal)}</span>
              </span>
              <span class="son-question-sum">{(values[q.slots[0] ?? 0] ?? []).join(' · ')}</span>
            </button>
          ),
      )}
    </section>
  )
}

/**
 * Why the round cannot be scored yet, before the button is tapped. Counts that do not add up
 * (the usual case while the table is still counting) show as one short line, so the numbers and
 * the button stay on a 320×640 screen; screen readers get the rules' full sentence.
 */
function Why({ reason }: { reason: Reason }) {
  const { key, params = {} } = reason
  const animal = animalName(params.animal as Animal)
  const all = params.all ?? params.max
  const short =
    key === 'son.animalTooFewOr'
      ? t('son.ui.countedOr', { n: params.n ?? 0, all: all ?? 0, less: params.less ?? 0, animal })
      : key === 'son.animalTooFew' || key === 'son.animalTooMany'
        ? t(key === 'son.animalTooFew' ? 'son.ui.counted' : 'son.ui.countedMany', {
            n: params.n ?? 0,
            all: all ?? 0,
            animal,
          })
        : null
  if (short === null) return <p class="hint">{sayReason(reason)}</p>
  return (
    <>
      <p class="hint" aria-hidden="true">
        {short}
      </p>
      <span class="visually-hidden">{sayReason(reason)}</span>
    </>
  )
}
