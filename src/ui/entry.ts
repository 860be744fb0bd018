// How a game's page makes an entry (#24): one hook for every game, so each treats a refusal the
// same way. The entry goes through `record` (the one road: this phone's table or the host's);
// a refusal's reason is kept to show beside the control, and always reaches the screen.
import { useLayoutEffect, useState } from 'preact/hooks'
import type { Reason } from '../core/reason'

export interface Entry<E> {
  /** Why the last entry (or change) was refused; null once one went in. */
  problem: Reason | null
  setProblem: (problem: Reason | null) => void
  /** Records `event`: true once it is saved, false if refused (the reason is in `problem`). */
  send: (event: E) => Promise<boolean>
  /** Any change of the page's own (a correction): the same refusal handling. */
  save: (change: () => Promise<Reason | null>) => Promise<boolean>
}

/**
 * `entries`: how many entries the match has. A refusal is about the entry as it stood: an undo
 * or a new entry, this phone's or another's, takes it away. Before the paint (not after, as
 * useEffect would): at a table of phones another phone's entry and this phone's refusal
 * ("Another phone entered first") arrive together, and the refusal must stay.
 */
export function useEntry<E>(
  record: (event: E) => Promise<Reason | null>,
  entries: number,
): Entry<E> {
  const [problem, setProblem] = useState<Reason | null>(null)
  useLayoutEffect(() => setProblem(null), [entries])
  async function save(change: () => Promise<Reason | null>): Promise<boolean> {
    // No lock here: a tap while an entry is being saved waits its turn on the one road, and a
    // repeat of the same tap never reaches the page (src/ui/once.ts).
    const refused = await change()
    setProblem(refused)
    return refused === null
  }
  return { problem, setProblem, save, send: (event) => save(() => record(event)) }
}
