import { t } from '../../../i18n'
import { cardNumber, type Secret, type SfsCard, type SfsVerdict, trumpClass } from '../rules'
import { cardName } from './names'

/** The confidant's explanation of a verdict: which kind of trump, the number, who was first. */
export function whySentence(played: SfsCard[], verdict: SfsVerdict, secret: Secret): string {
  const winner = played[verdict.winner] as SfsCard
  const card = cardName(winner)
  const kind = winner.kind === 'phantom' ? 'phantom' : verdict.by
  const why = t(`sfs.why.${kind}`, { card })
  if (!verdict.firstPlayed) return why
  // The equal card it beat: the first one after it of the same kind and number.
  const same = (c: SfsCard) =>
    trumpClass(c, secret) === verdict.by && cardNumber(c) === verdict.number
  const other = played.slice(verdict.winner + 1).find(same)
  return other ? `${why} ${t('sfs.why.first', { card, other: cardName(other) })}` : why
}
