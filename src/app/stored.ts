import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import { gameEntry, gameName, loadGame } from '../games'
import { lang, t, tn } from '../i18n'
import type { Store, Summary, Unloadable } from '../storage'
import { validateMatch } from './validate'
import './resultStrings'

/** What validateMatch says of a match: it loads (with its winners), or why not. */
export type Verdict = Awaited<ReturnType<typeof validateMatch>>

/**
 * Whether a stored match loads: its game's rules replay its log and redo (validateMatch, the
 * import's own check). Never throws: a log that makes a game's code throw is a broken match.
 */
export async function verdictOf(match: Match): Promise<Verdict> {
  try {
    const verdict = await validateMatch(match)
    if (verdict.ok || !verdict.reason.key.startsWith('import.')) return verdict
    return { ok: false, reason: storedWords(verdict.reason, match) }
  } catch {
    return { ok: false, reason: { key: 'stored.broken' } }
  }
}

/** The import's words speak of a file and of nothing imported; a stored match gets its own. */
function storedWords(reason: Reason, match: Match): Reason {
  if (reason.key === 'import.gameNotReady') {
    return { key: 'stored.unknownGame', params: { game: match.setup.game } }
  }
  const path = reason.params?.path
  return path === undefined ? { key: 'stored.broken' } : { key: 'stored.damaged', params: { path } }
}

/** Stored matches that load, with their winners as the rules see them, and those that do not. */
export interface Loaded {
  matches: { summary: Summary; match: Match; winners: number[] }[]
  unloadable: Unloadable[]
}

/**
 * Every stored match (or those `which` picks) checked on its own: read back (shape, game), then
 * replayed. What cannot be loaded is named and marked in the index for Past matches.
 */
export async function loadAll(store: Store, which?: (s: Summary) => boolean): Promise<Loaded> {
  const { matches, unloadable } = await store.readAll(which)
  const loaded: Loaded = { matches: [], unloadable }
  for (const { summary, match } of matches) {
    const verdict = await verdictOf(match)
    if (verdict.ok) loaded.matches.push({ summary, match, winners: verdict.winners })
    else unloadable.push({ id: match.id, summary, reason: verdict.reason })
  }
  if (unloadable.length > 0) note(store, unloadable)
  return loaded
}

/**
 * Marks them in the index. Best effort: the screen that found them names them already, and a
 * failed mark only means Past matches learns it when the match is opened.
 */
export function note(store: Store, unloadable: readonly Unloadable[]): void {
  store.markUnloadable(unloadable).catch(() => undefined)
}

/** What the index would say of a match, to name one that fails after it was read. */
export const summaryOf = (m: Match): Summary => ({
  id: m.id,
  game: m.setup.game,
  players: m.setup.players,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
  finished: m.finished,
  entries: m.events.length,
  winners: [],
})

/**
 * Why a stored match cannot be opened, marked for Past matches: the reason it read back with, or
 * for one that read back whole but would not replay, the rules' reason. A game chunk that fails
 * to load (offline, say) is not the match's fault: that error is thrown on.
 */
export async function whyNotOpened(
  store: Store,
  problem: { id: string; reason: Reason } | { match: Match; error: unknown },
): Promise<Reason> {
  if ('reason' in problem) {
    note(store, [problem])
    return problem.reason
  }
  const { match, error } = problem
  const entry = gameEntry(match.setup.game)
  if (entry?.load) await loadGame(entry.id).catch(() => Promise.reject(error))
  const verdict = await verdictOf(match)
  const reason = verdict.ok ? { key: 'stored.broken' } : verdict.reason
  note(store, [{ id: match.id, summary: summaryOf(match), reason }])
  return reason
}

/**
 * What Past matches can tell without reading the match: a mark left by a screen that read it,
 * a game this version does not have, or a summary that is not one.
 */
export function listedProblem(s: Summary): Reason | null {
  if (s.unloadable) return s.unloadable
  if (!gameEntry(s.game)?.load) {
    return { key: 'stored.unknownGame', params: { game: String(s.game).slice(0, 40) } }
  }
  const named = Array.isArray(s.players) && s.players.every((p) => typeof p === 'string')
  if (!named || !validTime(s.updatedAt)) return { key: 'stored.damaged', params: { path: 'index' } }
  return null
}

/** A time a Date can show (not "Invalid Date"). */
const validTime = (ms: unknown): ms is number =>
  typeof ms === 'number' && !Number.isNaN(new Date(ms).getTime())

/** Which match: its game, players and day where the index knows them, else its id. */
function nameOf({ id, summary: s }: Unloadable): string {
  if (!s) return t('stored.byId', { id })
  const game = gameName(s.game)
  const details: string[] = []
  if (Array.isArray(s.players))
    details.push(s.players.filter((p) => typeof p === 'string').join(', '))
  if (validTime(s.updatedAt)) {
    details.push(new Date(s.updatedAt).toLocaleDateString(lang.value, { dateStyle: 'medium' }))
  }
  const known = details.filter((d) => d !== '')
  return known.length > 0 ? t('stored.named', { game, details: known.join('; ') }) : game
}

const NAMED = 5

/** "Left out, because it cannot be opened: …", naming the first few; empty when none was. */
export function leftOut(unloadable: readonly Unloadable[]): string {
  const n = unloadable.length
  if (n === 0) return ''
  const names = unloadable.slice(0, NAMED).map(nameOf)
  if (n > NAMED) names.push(t('stored.more', { n: n - NAMED }))
  return tn('stored.leftOut', n, { matches: names.join(' · ') })
}

/** What a failed read or write says to the player: storage's own reason, else `fallback`. */
export function reasonOf(error: unknown, fallback: string): Reason {
  const reason = (error as { reason?: Reason } | null)?.reason
  return reason && typeof reason.key === 'string' ? reason : { key: fallback }
}
