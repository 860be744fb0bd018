import { useEffect, useRef, useState } from 'preact/hooks'
import { gameName } from '../../games'
import { lang, t, tn } from '../../i18n'
import type { Answer, Answers, Conflict, Summary } from '../../storage'
import { Choices } from '../../ui/Choices'
import './import.css'

/** The keys of the words that name where the other match comes from (a file, by default). */
export interface FromWords {
  theirs: string
  keepHint: string
  confirm: string
}

const FROM_FILE: FromWords = {
  theirs: 'import.question.theirs',
  keepHint: 'import.question.keepHint',
  confirm: 'import.question.confirm',
}

interface Props {
  conflicts: readonly Conflict[]
  onConfirm: (answers: Answers) => void
  onCancel: () => void
  /** Where the other match comes from: a file (the import), or another phone (#27). */
  from?: FromWords
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
export function ImportQuestion({ conflicts, onConfirm, onCancel, from = FROM_FILE }: Props) {
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
            <dt>{t(from.theirs)}</dt>
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
                hint: t(from.keepHint),
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
          {t(from.confirm)}
        </button>
        <button type="button" class="btn big" onClick={onCancel}>
          {t('app.cancel')}
        </button>
      </div>
    </section>
  )
}
