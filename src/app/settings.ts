import { effect, signal } from '@preact/signals'
import { browserLang, type Lang, lang } from '../i18n'

export type Theme = 'system' | 'light' | 'dark'

interface Saved {
  lang?: Lang
  theme?: Theme
  wakeLock?: boolean
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

const saved = read()
if (saved.lang === 'de' || saved.lang === 'en') lang.value = saved.lang
export const theme = signal<Theme>(
  saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : 'system',
)
export const wakeLock = signal<boolean>(saved.wakeLock ?? true)
export { lang }

export const defaultLang = (): Lang => browserLang(navigator.languages)

// Saved and applied to the page whenever one changes; not while prerendering (no page, no storage).
if (typeof document !== 'undefined')
  effect(() => {
    const next: Saved = { lang: lang.value, theme: theme.value, wakeLock: wakeLock.value }
    try {
      localStorage.setItem(KEY, JSON.stringify(next))
    } catch {
      // Private modes may refuse; the settings then last for this visit.
    }
    document.documentElement.lang = lang.value
    if (theme.value === 'system') delete document.documentElement.dataset.theme
    else document.documentElement.dataset.theme = theme.value
  })
