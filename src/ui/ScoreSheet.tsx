// The frame of a score sheet: players across the top, steps down the side, totals at the bottom.
// From five players on, or with a name longer than six letters, the names stand upright, so six
// 24-character names fit 320 px with no column cut off; the first column stays in place if a
// table still has to scroll.
import { t } from '../i18n'
import './sheet.css'

interface Sheet {
  players: readonly string[]
  /** Seats that won the match: their column head and total are marked (★, and said in words). */
  winners?: readonly number[]
}

/**
 * Whether the players' names stand upright over their columns: from five players, or when a name
 * is longer than six letters (wider than a column of four players at 320 px). Every sheet with a
 * column per player asks this, so the same table looks the same in every game.
 */
export const uprightNames = (players: readonly string[]): boolean =>
  players.length > 4 || players.some((name) => name.length > 6)

/** The head row: what each row is (hand, case, round), then one column per player. */
export function ScoreHead({ label, players, winners = [] }: Sheet & { label: string }) {
  return (
    <thead class={uprightNames(players) ? 'upright' : undefined}>
      <tr>
        <th scope="col">{label}</th>
        {players.map((name, seat) => (
          <PlayerHead key={name} name={name} won={winners.includes(seat)} />
        ))}
      </tr>
    </thead>
  )
}

/** One player's column head; a winner's is marked (★, and said in words). */
export function PlayerHead({ name, won }: { name: string; won: boolean }) {
  return (
    <th scope="col" class={won ? 'winner' : undefined}>
      <span class="head-name">
        {won && <span aria-hidden="true">★ </span>}
        {name}
        {won && <span class="visually-hidden"> ({t('sheet.winner')})</span>}
      </span>
    </th>
  )
}

/** A score sheet's last row: every player's total under their column, bold as on paper. */
export function TotalsRow({
  label,
  players,
  totals,
  winners = [],
}: Sheet & { label: string; totals: readonly number[] }) {
  return (
    <tfoot>
      <tr>
        <th scope="row">{label}</th>
        {players.map((name, seat) => (
          <td key={name} class={winners.includes(seat) ? 'total winner' : 'total'}>
            {minus(totals[seat] ?? 0)}
          </td>
        ))}
      </tr>
    </tfoot>
  )
}

/** A number as players write it: a real minus sign (−), not a hyphen. */
export const minus = (n: number): string => (n < 0 ? `−${Math.abs(n)}` : String(n))
