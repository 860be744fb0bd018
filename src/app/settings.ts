import { effect, signal } from '@preact/signals'
import { browserLang, type Lang, lang } from '../i18n'

export type Theme = 'system' | 'light' | 'dark'

interface Saved {
  lang?: Lang
  theme?: Theme
  wakeLock?: boolean
  /** Finished matches travel at a table (#27); false: never, nothing asked. */
  shareHistory?: boolean
  /** Per group (src/table/history.ts groupOf), this phone's player's answer to sharing there. */
  historyAnswers?: Record<string, boolean>
}

// Settings live in localStorage, not IndexedDB: they are needed synchronously before the first
// paint (language, theme) and losing them costs nothing.
const KEY = 'stichblock.settings'

function read(): Saved {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Saved) : {}
  } catch {
    return {}
  }
}

/** The most groups whose answer is remembered; the oldest answer goes first. */
const MAX_ANSWERS = 100

function answersOf(stored: unknown): Record<string, boolean> {
  if (!stored || typeof stored !== 'object') return {}
  const kept = Object.entries(stored).filter(([, share]) => typeof share === 'boolean')
  return Object.fromEntries(kept.slice(-MAX_ANSWERS))
}

const saved = read()
if (saved.lang === 'de' || saved.lang === 'en') lang.value = saved.lang
export const theme = signal<Theme>(
  saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : 'system',
)
export const wakeLock = signal<boolean>(saved.wakeLock ?? true)
export const shareHistory = signal<boolean>(saved.shareHistory !== false)
/** The groups this phone's player answered "Share your finished matches?" for, at most MAX_ANSWERS. */
export const historyAnswers = signal<Record<string, boolean>>(answersOf(saved.historyAnswers))

/** Remembers this phone's player's answer for `group`. */
export function answerForGroup(group: string, share: boolean): void {
  const { [group]: _, ...others } = historyAnswers.value
  historyAnswers.value = answersOf({ ...others, [group]: share })
}
export { lang }

export const defaultLang = (): Lang => browserLang(navigator.languages)

// Saved and applied to the page whenever one changes; not while prerendering (no page, no storage).
if (typeof document !== 'undefined')
  effect(() => {
    const next: Saved = {
      lang: lang.value,
      theme: theme.value,
      wakeLock: wakeLock.value,
      shareHistory: shareHistory.value,
      historyAnswers: historyAnswers.value,
    }
    try {
      localStorage.setItem(KEY, JSON.stringify(next))
    } catch {
      // Private modes may refuse; the settings then last for this visit.
    }
    document.documentElement.lang = lang.value
    if (theme.value === 'system') delete document.documentElement.dataset.theme
    else document.documentElement.dataset.theme = theme.value
  })
