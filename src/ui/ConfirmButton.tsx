import type { ComponentChildren } from 'preact'
import { useState } from 'preact/hooks'
import { t } from '../i18n'
import './confirm.css'

interface Props {
  children: ComponentChildren
  question: string
  onConfirm: () => void
  class?: string
}

/** A destructive action asks once, in place, instead of a modal that covers the table. */
export function ConfirmButton({ children, question, onConfirm, class: cls = '' }: Props) {
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <button type="button" class={`btn ${cls}`} onClick={() => setAsking(true)}>
        {children}
      </button>
    )
  }
  return (
    <div class="confirm" role="group" aria-label={question}>
      <p>{question}</p>
      <button type="button" class="btn danger" onClick={onConfirm}>
        {t('confirm.yes')}
      </button>
      <button type="button" class="btn" onClick={() => setAsking(false)}>
        {t('confirm.no')}
      </button>
    </div>
  )
}
