import { t, tn } from '../../../i18n'
import { showCard } from '../../../ui/FrenchCardPicker'
import type { Card, TrickVerdict } from '../../cards/french'

interface Props {
  cards: Card[]
  verdict: TrickVerdict
}

/** "K♠ is the highest spade. A♥ is off suit and cannot win." */
export function Verdict({ cards, verdict }: Props) {
  const winner = cards[verdict.winner] as Card
  const followers = cards.filter((c) => c.suit === verdict.led).length
  const suit = t(`cards.suit.${verdict.led}.one`)
  const off = verdict.offSuit.map((i) => showCard(cards[i] as Card))
  return (
    <section class="verdict" aria-live="polite" aria-labelledby="verdict-h">
      <h2 id="verdict-h">
        {t('cards.judge.wins', { card: showCard(winner), n: verdict.winner + 1 })}
      </h2>
      <p>
        {t(followers === 1 ? 'ls.why.only' : 'ls.why.highest', { card: showCard(winner), suit })}
        {off.length > 0 && <> {tn('ls.why.offSuit', off.length, { cards: off.join(', ') })}</>}
      </p>
    </section>
  )
}
