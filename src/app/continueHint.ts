// "Continue match" before the app runs (#26). The home screen's link to the latest open match is
// also kept in localStorage, beside the settings, in the words it shows; boot
// (src/prerender/boot.js) puts it into the prerendered home screen before the first paint, so a
// returning player sees it at once and a tap on it works before the app's code or its storage
// has opened. Storage stays the truth: the home screen reads the list as before and writes the
// hint again, and every save or delete that may change which match is the latest open one writes
// it as it goes.
import type { Match } from '../core/match'
import { gameName } from '../games'
import { type Lang, lang, t } from '../i18n'
import type { Summary } from '../storage'
import { href } from './router'

/** What the home screen's "Continue match" link shows and where it leads. */
export interface ContinueLink {
  href: string
  /** The game and the players, as one text (one text node, so hydration keeps boot.js's). */
  line: string
}

/** As stored: the link in the words of `lang`, its label (`home.continue`) too. */
interface Hint extends ContinueLink {
  lang: Lang
  label: string
}

/** Read by src/prerender/boot.js under the same name. */
const CONTINUE_KEY = 'stichblock.continue'

const MATCH_HREF = /^#\/match\/[^/]+$/

export const continueLink = ({
  id,
  game,
  players,
}: Pick<Summary, 'id' | 'game' | 'players'>): ContinueLink => ({
  href: href({ name: 'match', id }),
  line: `${gameName(game)} · ${players.join(', ')}`,
})

/** The link to the latest open match of `list` (newest first, as Store.list gives it), if any. */
export function latestLink(list: readonly Summary[]): ContinueLink | null {
  const open = list.find((summary) => !summary.finished)
  return open ? continueLink(open) : null
}

function readHint(): Hint | null {
  try {
    const hint: unknown = JSON.parse(localStorage.getItem(CONTINUE_KEY) ?? 'null')
    if (!hint || typeof hint !== 'object') return null
    const { href: to, line, lang: said, label } = hint as Record<string, unknown>
    if (typeof to !== 'string' || !MATCH_HREF.test(to)) return null
    if (typeof line !== 'string' || typeof label !== 'string') return null
    if (said !== 'de' && said !== 'en') return null
    return { href: to, line, lang: said, label }
  } catch {
    return null
  }
}

/**
 * The link src/prerender/boot.js put on the prerendered home screen, under the same conditions (a
 * returning visit, the service worker in control; the hint in the page's language), so that the
 * home screen's first render is the page as painted and hydration keeps it. Null when boot.js
 * showed none.
 */
export function shownContinue(): ContinueLink | null {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return null
  const hint = readHint()
  if (!hint || hint.lang !== lang.value || hint.label !== t('home.continue')) return null
  return { href: hint.href, line: hint.line }
}

/**
 * What this tab last kept (undefined: nothing yet, or another tab has written since), so that
 * the entries of one match, each a save, do not write the same text to localStorage every time.
 */
let kept: string | null | undefined
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === CONTINUE_KEY || event.key === null) kept = undefined
  })

/** Keeps `link` (null: there is no open match) for the next start, in today's words. */
export function rememberContinue(link: ContinueLink | null): void {
  const hint: Hint | null = link && { ...link, lang: lang.value, label: t('home.continue') }
  const text = hint && JSON.stringify(hint)
  if (text === kept) return
  try {
    if (text === null) localStorage.removeItem(CONTINUE_KEY)
    else localStorage.setItem(CONTINUE_KEY, text)
    kept = text
  } catch {
    // Private modes may refuse: the home screen then shows the link once storage is read.
  }
}

/**
 * A match was saved: an open one is now the latest (saved just now); a finished one is no longer
 * open, and the link that led to it goes (the home screen finds the next one in storage).
 */
export function noteSaved(match: Match): void {
  if (!match.finished) rememberContinue(continueLink({ id: match.id, ...match.setup }))
  else noteDeleted(match.id)
}

/** Match `id` is gone: so is the link to it. */
export function noteDeleted(id: string): void {
  if (readHint()?.href === href({ name: 'match', id })) rememberContinue(null)
}
