import { t } from '../../i18n'
import './seats.css'

interface Props {
  players: string[]
  dealer: number
  known: string[]
  max: number
  maxLength: number
  onPlayers: (players: string[]) => void
  onDealer: (seat: number) => void
  role: 'dealer' | 'confidant'
}

const swap = (list: string[], a: number, b: number) => {
  const next = [...list]
  ;[next[a], next[b]] = [next[b] ?? '', next[a] ?? '']
  return next
}

/** Players in seat order (clockwise), reorderable, with the first dealer marked. */
export function SeatList(props: Props) {
  const { players, dealer, known, max, maxLength, onPlayers, onDealer, role } = props
  const taken = new Set(players.map((p) => p.trim().toLocaleLowerCase()))
  const suggestions = known.filter((n) => !taken.has(n.toLocaleLowerCase())).slice(0, 8)

  function addName(name: string) {
    const empty = players.findIndex((p) => p.trim() === '')
    if (empty >= 0) onPlayers(players.map((p, i) => (i === empty ? name : p)))
    else if (players.length < max) onPlayers([...players, name])
  }
  function remove(seat: number) {
    onPlayers(players.filter((_, i) => i !== seat))
    if (dealer >= seat && dealer > 0) onDealer(dealer - 1)
  }
  function move(seat: number, by: number) {
    onPlayers(swap(players, seat, seat + by))
    if (dealer === seat) onDealer(seat + by)
    else if (dealer === seat + by) onDealer(seat)
  }

  return (
    <fieldset class="seats">
      <legend>{t('new.players')}</legend>
      <p class="hint">{t(`new.seatHint.${role}`)}</p>
      <ol>
        {players.map((name, seat) => {
          const label = t('new.seat', { n: seat + 1 })
          return (
            <li key={seat} class="seat">
              <input
                class="name"
                value={name}
                maxLength={maxLength}
                aria-label={label}
                placeholder={label}
                autoComplete="off"
                enterKeyHint="next"
                list="known-names"
                onInput={(e) =>
                  onPlayers(players.map((p, i) => (i === seat ? e.currentTarget.value : p)))
                }
              />
              <label class="dealer-pick">
                <input
                  type="radio"
                  name="dealer"
                  checked={dealer === seat}
                  onChange={() => onDealer(seat)}
                />
                <span>{t(`new.role.${role}`)}</span>
              </label>
              <span class="seat-tools">
                <button
                  type="button"
                  class="btn icon"
                  aria-label={t('new.moveUp', { n: seat + 1 })}
                  disabled={seat === 0}
                  onClick={() => move(seat, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  class="btn icon"
                  aria-label={t('new.remove', { n: seat + 1 })}
                  onClick={() => remove(seat)}
                >
                  ✕
                </button>
              </span>
            </li>
          )
        })}
      </ol>
      <datalist id="known-names">
        {known.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      {suggestions.length > 0 && (
        <div class="chips" role="group" aria-label={t('new.known')}>
          {suggestions.map((n) => (
            <button key={n} type="button" class="chip" onClick={() => addName(n)}>
              + {n}
            </button>
          ))}
        </div>
      )}
      <div class="row">
        <button
          type="button"
          class="btn"
          disabled={players.length >= max}
          onClick={() => onPlayers([...players, ''])}
        >
          {t('new.addPlayer')}
        </button>
        <button
          type="button"
          class="btn"
          disabled={players.length === 0}
          onClick={() => onDealer(Math.floor(Math.random() * players.length))}
        >
          {t(`new.draw.${role}`)}
        </button>
      </div>
    </fieldset>
  )
}
