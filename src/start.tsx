// The app's start, loaded by src/main.tsx right after the first paint.
import { hydrate, render } from 'preact'
import { App } from './app/App'
import { prerendered, route } from './app/router'
import { lang } from './i18n'
import { ignoreRepeatedTaps } from './ui/once'

// Only builds made with VITE_BUILD_ID set carry it (the update test tells two builds apart by it).
if (import.meta.env.VITE_BUILD_ID)
  document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID

// One tap, one action: the second click of a double tap never reaches a button.
ignoreRepeatedTaps(document)

// index.html carries the screens that need no data prerendered in both languages (src/prerender),
// and src/prerender/boot.js showed the one for this address. That one becomes the app's root and is
// hydrated: its nodes stay, so nothing on the screen moves. Any other address renders afresh.
const screen = prerendered(route.value)
const pre = screen && document.getElementById(`pre-${lang.value}-${screen}`)
for (const other of document.querySelectorAll('.pre')) if (other !== pre) other.remove()
const root = document.getElementById('app')
if (pre && root) {
  root.remove()
  pre.id = 'app'
  pre.removeAttribute('class')
  // The page's language is on <html> (it follows a switch in Settings); this one was for the copy.
  pre.removeAttribute('lang')
  hydrate(<App />, pre)
} else if (root) {
  render(<App />, root)
}
