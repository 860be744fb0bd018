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
