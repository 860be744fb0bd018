import { render } from 'preact'
import { App } from './app/App'
import './app/styles.css'
import { ignoreRepeatedTaps } from './ui/once'

// Only builds made with VITE_BUILD_ID set carry it (the update test tells two builds apart by it).
if (import.meta.env.VITE_BUILD_ID)
  document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID

// One tap, one action: the second click of a double tap never reaches a button.
ignoreRepeatedTaps(document)

const root = document.getElementById('app')
if (root) render(<App />, root)
