// Build time only (vite.config.ts, `prerender`): the screens that need no data, in both
// languages, rendered to HTML for index.html. The page shows the one boot (./boot.js) picks
// before the first paint, and src/main.tsx hydrates it, so the first screen is drawn from the HTML
// alone instead of waiting for the JavaScript.
import { renderToString } from 'preact-render-to-string'
import { App } from '../app/App'
import { PRERENDERED, route } from '../app/router'
import { LANGS, lang } from '../i18n'

/** Every prerendered screen in every language, each in its own hidden root (`pre-<lang>-<route>`). */
export function prerender(): string {
  const roots: string[] = []
  const [wasLang, wasRoute] = [lang.value, route.value]
  for (const language of LANGS) {
    for (const name of PRERENDERED) {
      lang.value = language
      route.value = { name }
      roots.push(
        `<div id="pre-${language}-${name}" class="pre" lang="${language}">${renderToString(<App />)}</div>`,
      )
    }
  }
  ;[lang.value, route.value] = [wasLang, wasRoute]
  return roots.join('')
}
