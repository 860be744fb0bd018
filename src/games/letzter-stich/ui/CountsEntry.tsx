import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { type LsEvent, TRICKS } from '../rules'
import type { CountsDraft } from '../rules/entries'

// Counted piles: one number per player and who took the last trick. A number is one tap on a
// chip 0..8; the chips fill one player's count at a time and then move on to the next player,
// so the whole hand is one tap per player. Nine chips a player would not fit a phone's width at
// a thumb's size, so one row of chips serves the player whose number is open.

interface Entry {
  players: readonly string[]
  value: CountsDraft
  onChange: (value: CountsDraft) => void
}

/** The count of `seat` set to `n`; the chips move on to the next player (none after the last). */
function counted(value: CountsDraft, seat: number, n: number, players: number): CountsDraft {
  const tricksWon = value.tricksWon.map((c, i) => (i === seat ? n : c))
  return { ...value, tricksWon, at: seat + 1 < players ? seat + 1 : null }
}

const sumOf = (value: CountsDraft) => value.tricksWon.reduce((a, b) => a + b, 0)

/** The heads over the cells a player's row gets: the count and the last-trick pick. */
export function CountColumns() {
  return (
    <div class="ls-cols" aria-hidden="true">
      <span>{t('cards.ui.tricks')}</span>
      <span>{t('ls.ui.colLast')}</span>
    </div>
  )
}

/** A player's count (tap: the chips fill it) and their pick as last-trick winner. */
export function CountCells({
  players,
  value,
  onChange,
  seat,
  name,
}: Entry & {
  seat: number
  /** The last-trick radios' group name. */
  name: string
}) {
  const player = players[seat] ?? ''
  const n = value.tricksWon[seat] ?? 0
  return (
    <>
      <button
        type="button"
        class="ls-count"
        aria-pressed={value.at === seat}
        aria-label={t('ls.ui.tricksOfN', { player, n })}
        onClick={() => onChange({ ...value, at: seat })}
      >
        {n}
      </button>
      <label class="ls-lastpick">
        <input
          type="radio"
          name={name}
          checked={value.lastTrick === seat}
          onChange={() => onChange({ ...value, lastTrick: seat })}
        />
        <span class="visually-hidden">{t('ls.ui.tookLast', { player })}</span>
      </label>
    </>
  )
}

/** The chips 0..8 for the player whose count is open. */
function CountPad({ players, value, onChange }: Entry) {
  const seat = value.at
  const open = seat !== null
  return (
    <fieldset class="ls-pad" disabled={!open}>
      {/* Whose count is open shows in their row (the framed box): on a short phone the legend is
          for screen readers only, so the entry's switch stays above the dock (#25). */}
      <legend class="hidden-when-short">
        {open ? t('ls.ui.tricksOf', { player: players[seat] ?? '' }) : t('ls.ui.allCounted')}
      </legend>
      <div class="ls-chips">
        {Array.from({ length: TRICKS + 1 }, (_, n) => (
          <label key={n} class="ls-chip">
            <input
              type="radio"
              name="count"
              checked={open && value.tricksWon[seat] === n}
              // A click, not a change: tapping the number already shown still moves on.
              onClick={() => open && onChange(counted(value, seat, n, players.length))}
            />
            <span>{n}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

interface SaveProps extends Entry {
  send: (event: LsEvent) => Promise<boolean>
  disabled: boolean
  /** Why the last save was refused: said right under the save button. */
  problem?: string | null
}

/** The chips, the sum so far and the save button; a refusal shows right under it. */
export function CountsForm(props: SaveProps) {
  const { value, send, disabled, problem = null } = props
  const { lastTrick } = value
  function save(event: Event) {
    event.preventDefault()
    if (lastTrick !== null) void send({ t: 'counts', tricksWon: value.tricksWon, lastTrick })
  }
  return (
    <form class="ls-entry stack" onSubmit={save}>
      <CountPad {...props} />
      <div class="ls-save">
        <p class="ls-sum" aria-live="polite">
          {t('ls.ui.sum', { sum: sumOf(value), of: TRICKS })}
        </p>
        <button type="submit" class="btn primary" disabled={disabled || lastTrick === null}>
          {t('ls.ui.saveHand')}
        </button>
      </div>
      {problem && <Alert>{problem}</Alert>}
    </form>
  )
}

/** The counts entry with its own rows, for correcting a hand (the page puts them on the table). */
export function CountsEntry(props: SaveProps & { name: string }) {
  return (
    <div class="stack">
      <div>
        <CountColumns />
        <ul class="ls-players">
          {props.players.map((player, seat) => (
            <li key={player} class="ls-row">
              <span class="ls-name">
                <span class="ls-who">{player}</span>
              </span>
              <CountCells {...props} seat={seat} />
            </li>
          ))}
        </ul>
      </div>
      <CountsForm {...props} />
    </div>
  )
}
