import { t } from '../../../i18n'
import { comparisons } from '../../tablePresence'
import '../../../ui/cover.css'
import '../../tableStrings'

/** Through the table's code, loaded by now: this phone is at a table. */
const answer = (pair: string, same: boolean) =>
  void import('../../table').then((m) => m.answerComparison(pair, same))
const close = (pair: string) => void import('../../table').then((m) => m.closeComparison(pair))

/**
 * The safety code this phone shares with another before anything private goes there (#25):
 * both phones show it at once, and each player says whether the other shows the same. Over
 * everything, so it is seen wherever the page is; one tap when the codes agree.
 */
export function Compare({ players }: { players: readonly string[] }) {
  const c = comparisons.value[0]
  if (!c) return null
  const name = players[c.seat] ?? ''
  return (
    <div class="cover compare" role="alertdialog" aria-modal="true" aria-labelledby="compare-h">
      <div class="cover-body">
        <h2 id="compare-h">{t('table.compare.title', { name })}</h2>
        <p
          class="safety-code"
          role="img"
          aria-label={t('table.compare.code', {
            code: c.code.symbols.join(' '),
            digits: c.code.digits,
          })}
        >
          <span>{c.code.symbols.join('')}</span>
          <span class="safety-digits">{c.code.digits}</span>
        </p>
        {c.differ ? (
          <>
            <p class="message error" role="alert">
              {t('table.codesDiffer')}
            </p>
            <button type="button" class="btn primary big" onClick={() => close(c.pair)}>
              {t('table.compare.close')}
            </button>
          </>
        ) : (
          <>
            <p>{t('table.compare.how', { name })}</p>
            <button type="button" class="btn primary big" onClick={() => answer(c.pair, true)}>
              {t('table.compare.same')}
            </button>
            <button type="button" class="btn big" onClick={() => answer(c.pair, false)}>
              {t('table.compare.different')}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
