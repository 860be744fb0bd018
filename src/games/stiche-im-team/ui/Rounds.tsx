import { t } from '../../../i18n'
import { uprightNames } from '../../../ui/ScoreSheet'
import { SUIT_SYMBOL } from '../../cards/french'
import { type RoundRow, roundRows, type SitState } from '../rules'

/**
 * The paper's list: every finished round with its cards and trump, each player's number and
 * tricks, who missed (marked ✗ and in red, as a pencil would circle it), and the lives after it
 * (✓ on green for a round made, ✗ on red for one lost). Only finished rounds, whose numbers were said at
 * the table by then: the running round's secret numbers never get here.
 */
export function Rounds({ state, players }: { state: SitState; players: string[] }) {
  const rows = roundRows(state)
  if (rows.length === 0) return null
  // Five players or long names (uprightNames): every word of the head stands upright (CSS:
  // `thead.upright .head-name`), the names and the words over the rounds, cards and lives, so
  // the columns are as narrow as their numbers and five fit at 320 px.
  const upright = uprightNames(players)
  return (
    <section class="sit-rounds">
      <h2 id="sit-rounds-h">{t('sit.ui.history')}</h2>
      {/* Wider than a phone: it scrolls sideways, and a scrolling region must take the keyboard's
      focus to be scrolled without a pointer (WCAG 2.1.1, axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region, see above */}
      <div class="table-wrap" tabIndex={0} role="region" aria-labelledby="sit-rounds-h">
        <table>
          <caption class="visually-hidden">{t('sit.ui.historyCaption')}</caption>
          <thead class={upright ? 'upright' : undefined}>
            <tr>
              <th scope="col">
                <span class="head-name">{t('score.step.round')}</span>
              </th>
              <th scope="col">
                <span class="head-name">{t('sit.ui.cardsCol')}</span>
              </th>
              {players.map((name) => (
                <th key={name} scope="col">
                  <span class="head-name">{name}</span>
                </th>
              ))}
              <th scope="col">
                <span class="head-name">{t('score.measure.lives')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={`r${i + 1}`} class={row.won ? 'made' : 'lost'}>
                <th scope="row">{row.round}</th>
                <Cards row={row} />
                {row.seats.map((line, seat) => (
                  <td key={players[seat]} class={line.missed ? 'missed' : ''}>
                    {line.bid ?? '–'}/{line.took ?? '–'}
                    {line.missed && <Mark label={t('sit.ui.missed')} />}
                  </td>
                ))}
                <td class="sit-result">
                  <Mark
                    label={t(row.won ? 'sit.ui.made' : 'sit.ui.lost')}
                    sign={row.won ? '✓' : '✗'}
                  />
                  {row.lives}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="sit-legend">{t('sit.ui.historyLegend')}</p>
    </section>
  )
}

/** "3 ♠": the card count and the trump's sign ("–" without trump), the trump said in words. */
function Cards({ row }: { row: RoundRow }) {
  const { trump } = row
  const red = trump === 'hearts' || trump === 'diamonds'
  return (
    <td>
      {row.cards}{' '}
      <span aria-hidden="true" class={red ? 'red' : ''}>
        {trump ? SUIT_SYMBOL[trump] : '–'}
      </span>
      <span class="visually-hidden">
        {trump
          ? t('sit.ui.trumpIs', { suit: t(`cards.suitName.${trump}`) })
          : t('cards.ui.noTrump')}
      </span>
    </td>
  )
}

/** A sign for the eye, its word for a screen reader. */
function Mark({ label, sign = '✗' }: { label: string; sign?: string }) {
  return (
    <span class="sit-mark" title={label}>
      <span aria-hidden="true">{sign}</span>
      <span class="visually-hidden">{label}</span>
    </span>
  )
}
