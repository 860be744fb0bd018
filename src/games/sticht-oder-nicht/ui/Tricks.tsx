import { t, tn } from '../../../i18n'
import { TrickList } from '../../../ui/RevokeFlag'
import { type SonState, type TrickLine, trickList } from '../rules'
import { animalName, cardName } from './names'

/**
 * The round's tricks under the entry (the running round's, else the last one's), once one was
 * entered by cards: who led, the cards in play order, who took it; a revoke recorded in a trick
 * is marked there in words.
 */
export function Tricks({ state, players }: { state: SonState; players: string[] }) {
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
          t('son.ui.revokeNote', {
            name: players[r.seat] ?? '',
            animal: animalName(r.suit),
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
      {line.played.map((card, i) => (
        <span key={`${card.animal}${card.value}`}>
          {i > 0 ? ', ' : ' '}
          <span class={revoked.has((line.leader + i) % n) ? 'revoke-card' : undefined}>
            {cardName(card)}
          </span>
        </span>
      ))}
      {' · '}
      {t('cards.ui.trickTook', { name: winner })}
    </>
  )
}
