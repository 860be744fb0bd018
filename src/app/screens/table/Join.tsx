import { useEffect, useRef, useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t, tn } from '../../../i18n'
import { go } from '../../router'
import { type Joining, join, lossQuestion } from '../../table'
import { joinSlow } from '../../tablePresence'
import { Screen } from '../Screen'
import { CodePanel, PasteCode } from './CodePanel'
import { QrScanner } from './QrScanner'
import './table.css'
import '../../tableStrings'

const isJoinCode = (text: string) => text.startsWith('STICHBLOCK-JOIN-')

/**
 * A guest's phone joins a table (#16): it scans (or pastes) the host's code, shows its answer
 * for the host to scan, and opens the match once the host's table is saved here.
 */
export function Join() {
  const [joining, setJoining] = useState<Joining | null>(null)
  const [preparing, setPreparing] = useState(false)
  const [problem, setProblem] = useState<Reason | null>(null)
  const current = useRef<Joining | null>(null)
  // Leaving this screen before the host answered drops the half-made connection.
  useEffect(
    () => () => {
      if (current.current && !joinedBy.has(current.current)) current.current.close()
    },
    [],
  )

  const answer = async (code: string) => {
    if (preparing) return
    setProblem(null)
    setPreparing(true)
    const got = await join(code)
    setPreparing(false)
    if ('key' in got) {
      setProblem(got)
      return
    }
    current.current = got
    setJoining(got)
    const joined = await got.joined
    if (current.current !== got) return
    if (typeof joined === 'string') {
      joinedBy.add(got)
      go({ name: 'match', id: joined }, true)
    } else {
      setJoining(null)
      setProblem(joined)
    }
  }

  const question = lossQuestion.value
  return (
    <Screen title={t('home.join')}>
      {problem && (
        <p class="message error" role="alert">
          {say(problem)}
        </p>
      )}
      {question && (
        <section class="banner warn" role="alertdialog" aria-labelledby="loss-q">
          <p id="loss-q">{tn('table.join.lost', question.lost)}</p>
          <button type="button" class="btn danger" onClick={() => question.answer(true)}>
            {t('table.join.take')}
          </button>
          <button type="button" class="btn primary" onClick={() => question.answer(false)}>
            {t('table.join.keep')}
          </button>
        </section>
      )}
      {question ? null : joining ? (
        <section class="table-step" aria-labelledby="join-step">
          <p id="join-step">{t('table.join.step2')}</p>
          <CodePanel code={joining.code} label={t('table.join.qr')} />
          <p class="table-count" aria-busy="true">
            {t('table.join.waiting')}
          </p>
          {joinSlow.value && (
            <p class="message error" role="alert">
              {t('table.join.slow')}
            </p>
          )}
        </section>
      ) : (
        <section class="table-step" aria-labelledby="join-step">
          <p id="join-step">{t('table.join.step1')}</p>
          {preparing ? (
            <p aria-busy="true">{t('table.join.preparing')}</p>
          ) : (
            <QrScanner
              label={t('table.join.step1')}
              accept={isJoinCode}
              onCode={(code) => void answer(code)}
            />
          )}
          <PasteCode
            label={t('table.join.paste')}
            action={t('table.join.go')}
            disabled={preparing}
            onCode={(code) => void answer(code)}
          />
        </section>
      )}
    </Screen>
  )
}

/** Joinings that reached their table: their connection is the table's now. */
const joinedBy = new WeakSet<Joining>()
