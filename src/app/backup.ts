import { check, type Match } from '../core/match'
import { named, type Reason } from '../core/reason'
import { gameEntry, loadGame } from '../games'
import type { ExportFile } from '../storage'
import { markBackedUp } from './reminder'
import { storeReady } from './storage'

/** Every imported match must replay through its game's rules, or the whole file is refused. */
async function validateMatch(
  m: Match,
): Promise<{ ok: true; winners: number[] } | { ok: false; reason: Reason }> {
  const entry = gameEntry(m.setup.game)
  if (!entry?.load) {
    return { ok: false, reason: { key: 'import.gameNotReady', params: { game: m.setup.game } } }
  }
  const { minPlayers: min, maxPlayers: max } = entry
  const n = m.setup.players.length
  if (n < min || n > max)
    return { ok: false, reason: { key: 'players.count', params: { min, max, n } } }
  const game = await loadGame(m.setup.game)
  // Options a game refuses get its own words, before its rules would fail on them.
  const refused = game.checkOptions?.(n, m.setup.options)
  if (refused) return { ok: false, reason: refused }
  const state = check(game.rules, m.setup, m.events)
  if (!state.ok) return { ok: false, reason: named(state.reason, m.setup.players) }
  // Redo must still work after the import: the undone entries have to replay on top.
  const redone = check(game.rules, m.setup, [...m.events, ...[...m.redo].reverse()])
  if (!redone.ok) return { ok: false, reason: named(redone.reason, m.setup.players) }
  return {
    ok: true,
    winners: game.rules.isOver(state.state) ? game.rules.winners(state.state) : [],
  }
}

export async function importText(text: string) {
  const store = await storeReady()
  return store.importFile(text, validateMatch)
}

/** Everything on the phone, minus what a game keeps secret in a match still running. */
export async function exportFile(now: number): Promise<ExportFile> {
  const store = await storeReady()
  const file = await store.exportAll(now)
  const matches = await Promise.all(
    file.matches.map(async (m) => {
      if (m.finished || !gameEntry(m.setup.game)?.load) return m
      const { redact } = await loadGame(m.setup.game)
      // Redo entries are left out with the secret: they could replay it back in.
      return redact ? { ...m, events: redact(m.events, m.setup), redo: [] } : m
    }),
  )
  return { ...file, matches }
}

/**
 * Saves everything as a JSON file the player can keep or move to another phone: through the
 * phone's share sheet where the Web Share API takes files, as a download elsewhere.
 */
export async function shareExport(): Promise<string> {
  const file = await exportFile(Date.now())
  const name = `stichblock-${new Date().toISOString().slice(0, 10)}.json`
  const blob = new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' })
  const shared = new File([blob], name, { type: 'application/json' })
  const finished = file.matches.filter((m) => m.finished).length
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [shared] })) {
    try {
      await navigator.share({ files: [shared], title: name })
      markBackedUp(finished)
      return name
    } catch (error) {
      // The player closed the share sheet: nothing was saved, so no reminder is silenced.
      if (error instanceof DOMException && error.name === 'AbortError') return name
    }
  }
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  markBackedUp(finished)
  return name
}
