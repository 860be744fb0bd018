import { useEffect, useRef, useState } from 'preact/hooks'
import { gameName } from '../../games'
import { lang, t, tn } from '../../i18n'
import type { Answer, Answers, Conflict, Summary } from '../../storage'
import { Choices } from '../../ui/Choices'
import './import.css'

interface Props {
  conflicts: readonly Conflict[]
  onConfirm: (answers: Answers) => void
  onCancel: () => void
}

/** Game, players, the day it began and how far it went: enough to tell two matches apart. */
function describe(s: Summary): string {
  const date = new Date(s.createdAt).toLocaleDateString(lang.value, { dateStyle: 'medium' })
  const progress = `${tn('import.progress', s.entries)}, ${t(s.finished ? 'import.finished' : 'import.running')}`
  return [gameName(s.game), s.players.join(', '), date, progress].join(' · ')
}

/**
 * Asked before an import that would put a different match (another game or other players) in
 * place of one on this phone: both shown, one choice each, "keep both" chosen to start with.
 * Nothing is written until "Import".
 */
export function ImportQuestion({ conflicts, onConfirm, onCancel }: Props) {
  const [answers, setAnswers] = useState<Record<string, Answer>>({})
  const heading = useRef<HTMLHeadingElement>(null)
  // The question appears below the buttons: bring it into view and put the focus on it.
  useEffect(() => {
    heading.current?.focus()
    heading.current?.scrollIntoView?.({ block: 'start' })
  }, [])
  return (
    <section class="import-question stack" aria-labelledby="import-question-h">
      <h3 id="import-question-h" tabIndex={-1} ref={heading}>
        {tn('import.question.title', conflicts.length)}
      </h3>
      <p>{t('import.question.lead')}</p>
      {conflicts.map((c, i) => (
        <div key={c.id} class="stack import-conflict">
          <dl>
            <dt>{t('import.question.ours')}</dt>
            <dd>{describe(c.ours)}</dd>
            <dt>{t('import.question.theirs')}</dt>
            <dd>{describe(c.theirs)}</dd>
          </dl>
          <Choices<Answer>
            legend={
              conflicts.length > 1
                ? t('import.question.match', { n: i + 1 })
                : t('import.question.choose')
            }
            name={`import-answer-${i}`}
            value={answers[c.id] ?? 'keep'}
            onChange={(answer) => setAnswers({ ...answers, [c.id]: answer })}
            options={[
              {
                value: 'keep',
                label: t('import.question.keep'),
                hint: t('import.question.keepHint'),
              },
              {
                value: 'replace',
                label: t('import.question.replace'),
                hint: t('import.question.replaceHint'),
              },
            ]}
          />
        </div>
      ))}
      <div class="row">
        <button type="button" class="btn primary big" onClick={() => onConfirm(answers)}>
          {t('import.question.confirm')}
        </button>
        <button type="button" class="btn big" onClick={onCancel}>
          {t('app.cancel')}
        </button>
      </div>
    </section>
  )
}
