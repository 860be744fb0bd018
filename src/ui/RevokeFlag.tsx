import type { ComponentChildren } from 'preact'
import { useId } from 'preact/hooks'
import './slots.css'
import './revoke.css'

/**
 * A card that may be a revoke, flagged the moment it is entered: one short line, announced at
 * once. Who it is shows on the slot above (outlined, "!"), so on screen the line says only what
 * and where; a screen reader hears the name first. The slot is tapped to fix the card.
 */
export function RevokeFlag({ name, text }: { name: string; text: string }) {
  return (
    <p class="revoke-flag" role="alert">
      <span class="visually-hidden">{name}: </span>
      {text}
    </p>
  )
}

/** One trick in the list: what it was in words, and a sentence per revoke recorded in it. */
interface ListedTrick {
  text: ComponentChildren
  revokes: string[]
}

interface ListProps {
  /** "Tricks of round 4" */
  title: string
  /** "1 revoke", shown beside the title; null when none. */
  count: string | null
  /** The word that marks a revoke ("Revoke"), before its sentence. */
  mark: string
  tricks: ListedTrick[]
}

/** The round's tricks, numbered, each recorded revoke marked in words under its trick. */
export function TrickList({ title, count, mark, tricks }: ListProps) {
  const id = useId()
  return (
    <section class="trick-list" aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {count !== null && <span class="revoke-count">{count}</span>}
      </h2>
      <ol>
        {tricks.map((trick, k) => (
          <li key={`t${k + 1}`} class={trick.revokes.length > 0 ? 'revoked' : undefined}>
            {trick.text}
            {trick.revokes.map((sentence) => (
              <span key={sentence} class="revoke-note">
                <strong>{mark}:</strong> {sentence}
              </span>
            ))}
          </li>
        ))}
      </ol>
    </section>
  )
}
