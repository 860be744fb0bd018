import { effect, type Signal, signal } from '@preact/signals'

const PREFIX = 'stichblock.choice.'

/**
 * A choice the table makes once and expects to stay (how tricks are entered, where searches are
 * checked), kept in localStorage so a reload or a phone that dropped the page does not reset it.
 * Only one of `allowed` is ever read back; anything else, or no storage, gives `fallback`.
 */
export function remembered<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
): Signal<T> {
  const key = PREFIX + name
  const stored = read(key)
  const choice = signal<T>(allowed.includes(stored as T) ? (stored as T) : fallback)
  effect(() => {
    try {
      localStorage.setItem(key, choice.value)
    } catch {
      // Private modes may refuse: the choice then lasts for this visit.
    }
  })
  return choice
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
