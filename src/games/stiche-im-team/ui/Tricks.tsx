import { t, tn } from '../../../i18n'
import { showCard } from '../../../ui/FrenchCardPicker'
import { TrickList } from '../../../ui/RevokeFlag'
import { SUIT_SYMBOL } from '../../cards/french'
import { type SitState, type TrickLine, trickList } from '../rules'

/**
 * The round's tricks under the entry (the running round's, else the last one's), once one was
 * entered by cards: who led, the cards in play order, who took it; a revoke recorded in a trick
 * is marked there in words.
 */
export function Tricks({ state, players }: { state: SitState; players: string[] }) {
  const list = trickList(state)
  // Tricks tapped by winner only are in the counts already: a list is worth it with cards.
  if (list === null || list.tricks.every((line) => line.played === null)) return null
  const count = list.tricks.reduce((sum, line) => sum + line.revokes.length, 0)
  return (
    <TrickList
      title={t('cards.ui.tricksOf', { n: list.round })}
      count={count > 0 ? tn('cards.ui.revokes', count) : null}
      mark={t('cards.ui.revokeMark')}
      tricks={list.tricks.map((line) => ({
        text: <Line line={line} players={players} />,
        revokes: line.revokes.map((r) =>
          t('sit.ui.revokeNote', {
            name: players[r.seat] ?? '',
            suit: SUIT_SYMBOL[r.suit],
            n: r.trick,
          }),
        ),
      }))}
    />
  )
}

function Line({ line, players }: { line: TrickLine; players: string[] }) {
  const winner = players[line.winner] ?? ''
  if (line.played === null) return <>{t('cards.ui.trickByWinner', { name: winner })}</>
  const n = players.length
  const revoked = new Set(line.revokes.map((r) => r.seat))
  return (
    <>
      {t('cards.ui.trickLed', { name: players[line.leader] ?? '' })}
      {line.played.map((card, i) => {
        const red = card.suit === 'hearts' || card.suit === 'diamonds'
        const mark = revoked.has((line.leader + i) % n) ? 'revoke-card' : ''
        return (
          <span key={`${card.suit}${card.rank}`}>
            {' '}
            <strong class={`${red ? 'red' : ''} ${mark}`.trim() || undefined}>
              {showCard(card)}
            </strong>
          </span>
        )
      })}
      {' · '}
      {t('cards.ui.trickTook', { name: winner })}
    </>
  )
}
