import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { Stepper } from '../../../ui/Stepper'
import { inputNeeded, type RoundInput, type SonEvent, type SonState } from '../rules'
import { animalName, specialText } from './names'

interface Props {
  state: SonState
  players: string[]
  send: (event: SonEvent) => Promise<boolean>
}

/** Round end: only what the app cannot know (cards of an animal in won tricks, custom points). */
export function ScoreEntry({ state, players, send }: Props) {
  const needed = inputNeeded(state)
  const specials = state.round.specials
  const zeros = () => players.map(() => 0)
  const [values, setValues] = useState<number[][]>(() => [zeros(), zeros()])
  if (!specials) return null
  const set = (i: number, seat: number, v: number) =>
    setValues(values.map((row, j) => (j === i ? row.map((x, s) => (s === seat ? v : x)) : row)))

  function save() {
    const input: RoundInput = {
      animalCounts: needed.map((kind, i) => (kind === 'animalCounts' ? (values[i] ?? null) : null)),
      custom: needed.map((kind, i) => (kind === 'custom' ? (values[i] ?? null) : null)),
    }
    void send({ t: 'score', input })
  }
  return (
    <section class="stack" aria-labelledby="son-score-h">
      <h2 id="son-score-h">{t('son.ui.scoreTitle', { n: state.round.n })}</h2>
      {specials.map((special, i) => {
        const kind = needed[i]
        if (!kind) return null
        return (
          <fieldset key={`input-${i + 1}`} class="stack">
            <legend>{specialText(special)}</legend>
            {players.map((name, seat) => {
              const label =
                kind === 'custom'
                  ? t('son.ui.customOf', { card: specialText(special), name })
                  : t('son.ui.countOf', {
                      animal: 'animal' in special ? animalName(special.animal) : '',
                      name,
                    })
              return (
                <div key={name} class="count-row">
                  <span>{name}</span>
                  <Stepper
                    label={label}
                    value={values[i]?.[seat] ?? 0}
                    min={kind === 'custom' ? -99 : 0}
                    max={kind === 'custom' ? 99 : state.cardsPerPlayer * players.length}
                    onChange={(v) => set(i, seat, v)}
                  />
                </div>
              )
            })}
          </fieldset>
        )
      })}
      <button type="button" class="btn primary big" onClick={save}>
        {t('son.ui.saveScore')}
      </button>
    </section>
  )
}
