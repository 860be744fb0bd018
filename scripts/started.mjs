// When the app has started, for every script and test that opens it (browser tests, the engines
// suite, the tour, the bench). Until then the page shows a prerendered copy of the screen that
// looks like the app but does nothing (src/main.tsx, src/start.tsx). Page functions: they run in
// the page, so they use nothing from this module.

/** The prerendered copies are gone and the app's root holds the screen. */
export const appStarted = () =>
  document.querySelector('.pre') === null && !!document.getElementById('app')?.firstChild

/** The app has started and nothing is loading any more (lazy screens, the match page). */
export const appSettled = () =>
  document.querySelector('[aria-busy="true"], .loading, .pre') === null
