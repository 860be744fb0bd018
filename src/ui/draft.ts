import type { Signal } from '@preact/signals'
import { createContext } from 'preact'
import { useContext, useState } from 'preact/hooks'

/**
 * What is half-entered in a match, by the entry it belongs to ('trick', 'bids', 'counts', 'fix'):
 * plain JSON, kept on the phone so a reload or a killed browser loses nothing. The app clears it
 * when an entry is committed and refills it on undo (GameModule.undoneDraft). Secrets never go in.
 */
export type DraftValues = Record<string, unknown>

export interface Drafts {
  /** Reading `values.value` in a render re-renders the component when the draft changes. */
  values: Signal<DraftValues>
  /** Sets one entry's value and saves the draft; undefined drops the entry. */
  set(key: string, value: unknown): void
}

/** The open match's drafts; null outside a match (a judge, a component tested alone). */
export const DraftContext = createContext<Drafts | null>(null)

/**
 * Like useState, but inside a match the value lives in the match's draft: it survives a reload,
 * and an undo can put an entry back. A stored value that `valid` refuses reads as `initial`.
 */
export function useDraft<T>(
  key: string,
  initial: T,
  valid?: (stored: unknown) => stored is T,
): [T, (value: T) => void] {
  const drafts = useContext(DraftContext)
  const [own, setOwn] = useState<T>(initial)
  if (!drafts) return [own, setOwn]
  const stored = drafts.values.value[key]
  const value = stored !== undefined && (!valid || valid(stored)) ? (stored as T) : initial
  return [value, (next: T) => drafts.set(key, next)]
}
