import { t } from '../../../i18n'
import { useDraft } from '../../../ui/draft'
import { Stepper } from '../../../ui/Stepper'
import {
  type Animal,
  CUSTOM_MAX,
  CUSTOM_MIN,
  countLimits,
  inputNeeded,
  type RoundInput,
  type SonEvent,
  type SonState,
  type Special,
} from '../rules'
import { CountChips } from './CountChips'
import { type Counts, isCounts } from './drafts'
import { animalName, signed, specialText } from './names'

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
  if (!specials) return null
  const asked = questions(specials, needed)
  const set = (slots: number[], seat: number, v: number) =>
    setValues(
      values.map((row, j) =>
        slots.includes(j) ? row.map((x, s) => (s === seat ? v : x)) : row,
      ) as Counts,
    )

  function save() {
    const input: RoundInput = {
      animalCounts: needed.map((kind, i) => (kind === 'animalCounts' ? (values[i] ?? null) : null)),
      custom: needed.map((kind, i) => (kind === 'custom' ? (values[i] ?? null) : null)),
    }
    void send({ t: 'score', input })
  }
  return (
    <section class="stack son-score" aria-labelledby="son-score-h">
      <h2 id="son-score-h">{t('son.ui.scoreTitle', { n: state.round.n })}</h2>
      {asked.map((q) => {
        const slot = q.slots[0] ?? 0
        const limits = q.kind === 'animalCounts' ? countLimits(state, q.animal) : []
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
                  <span class="son-name">{name}</span>
                  <Stepper
                    show={signed}
                    label={t('son.ui.customOf', { card: specialText(q.card), name })}
                    value={values[slot]?.[seat] ?? 0}
                    min={CUSTOM_MIN}
                    max={CUSTOM_MAX}
                    onChange={(v) => set(q.slots, seat, v)}
                  />
                </div>
              ))
            ) : (
              <CountChips
                players={players}
                values={values[slot] ?? []}
                limits={limits}
                labelOf={(name) => t('son.ui.countOf', { animal: animalName(q.animal), name })}
                onChange={(seat, v) => set(q.slots, seat, v)}
              />
            )}
          </fieldset>
        )
      })}
      <button type="button" class="btn primary big" onClick={save}>
        {t('son.ui.saveScore')}
      </button>
    </section>
  )
}
