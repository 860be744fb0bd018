import { say, t, tn } from '../../../i18n'
import { historyConflict, historyNews, shareQuestion } from '../../historyPresence'
import { type FromWords, ImportQuestion } from '../ImportQuestion'
import '../../historyStrings'

/** A different match another phone sent: named as coming from that phone, not from a file. */
const FROM_PHONE: FromWords = {
  theirs: 'history.conflict.theirs',
  keepHint: 'history.conflict.keepHint',
  confirm: 'history.conflict.confirm',
}

/**
 * The finished matches that travel at a table (#27): the question this phone's player answers
 * once per group, a match from another phone that would replace a different one here (asked as
 * an import asks), and the last word on what came or was refused.
 */
export function HistoryAsks() {
  const question = shareQuestion.value
  const conflict = historyConflict.value
  const news = historyNews.value
  // In the asks that float above the dock (TableAsks): the page under them does not move.
  return (
    <>
      {question && (
        <section
          class="banner info history-ask"
          role="alertdialog"
          aria-labelledby="history-ask-h"
          aria-describedby="history-ask-p"
        >
          <p id="history-ask-h">
            <strong>{t('history.ask.title')}</strong>
          </p>
          <p id="history-ask-p">
            {tn('history.ask.matches', question.matches, { players: question.players.join(', ') })}{' '}
            {t('history.ask.lead')}
          </p>
          <button type="button" class="btn primary" onClick={() => question.answer(true)}>
            {t('history.ask.yes')}
          </button>
          <button type="button" class="btn" onClick={() => question.answer(false)}>
            {t('history.ask.no')}
          </button>
        </section>
      )}
      {conflict && (
        <section class="banner warn history-conflict">
          <p>{t('history.conflict')}</p>
          <ImportQuestion
            conflicts={conflict.conflicts}
            onConfirm={(answers) => conflict.answer(answers)}
            onCancel={() => conflict.answer(null)}
            from={FROM_PHONE}
          />
        </section>
      )}
      {news && (
        <div class={'refused' in news ? 'banner error history-news' : 'banner info history-news'}>
          <p role={'refused' in news ? 'alert' : 'status'}>
            {'refused' in news
              ? t('history.refused', { reason: say(news.refused) })
              : tn('history.received', news.received)}
          </p>
          <button type="button" class="btn small" onClick={() => (historyNews.value = null)}>
            {t('banner.dismiss')}
          </button>
        </div>
      )}
    </>
  )
}
