// The frame of a score sheet: players across the top, steps down the side, totals at the bottom.

/** The head row: what each row is (hand, case, round), then one column per player. */
export function ScoreHead({ label, players }: { label: string; players: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{label}</th>
        {players.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** A score sheet's last row: every player's total under their column, bold as on paper. */
export function TotalsRow({
  label,
  players,
  totals,
}: {
  label: string
  players: readonly string[]
  totals: readonly number[]
}) {
  return (
    <tfoot>
      <tr>
        <th scope="row">{label}</th>
        {players.map((name, seat) => (
          <td key={name} class="total">
            {totals[seat] ?? 0}
          </td>
        ))}
      </tr>
    </tfoot>
  )
}
