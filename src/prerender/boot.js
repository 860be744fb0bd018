// Before the first paint (inline in <head> by the build, vite.config.ts `inlineBoot`, so it runs
// before <body> is drawn and waits for no request; the CSP allows it by its hash and no other
// inline script): the language, the theme and which prerendered screen of index.html to show.
// It repeats, in a few lines, what the app decides once it runs:
// src/app/settings.ts (the saved language and theme), src/i18n (the browser's language) and
// src/app/router.ts (`parseRoute`, `prerendered`). test/app/prerender.test.ts holds them together.
;(() => {
  const root = document.documentElement
  // Saved settings exist only after a visit, and from then on the service worker controls the
  // page. On a first visit nothing is read: the first synchronous storage access of a freshly
  // started browser can hold the paint back by a second (measured with Lighthouse).
  let saved = {}
  try {
    if (navigator.serviceWorker?.controller)
      saved = JSON.parse(localStorage.getItem('stichblock.settings') || '{}') || {}
  } catch {
    // No storage (private modes): the browser's language and the system theme.
  }
  let lang = saved.lang === 'de' || saved.lang === 'en' ? saved.lang : ''
  for (const tag of lang ? [] : navigator.languages || []) {
    const base = tag.toLowerCase().split('-')[0]
    if (base === 'de' || base === 'en') {
      lang = base
      break
    }
  }
  root.lang = lang || 'en'
  if (saved.theme === 'light' || saved.theme === 'dark') root.dataset.theme = saved.theme
  const [name = '', arg] = location.hash.replace(/^#\/?/, '').split('/')
  const screen =
    name === 'new' || name === 'settings'
      ? name
      : name === 'judge'
        ? arg
          ? ''
          : 'judge'
        : ['history', 'stats'].includes(name) || (name === 'match' && arg)
          ? ''
          : 'home'
  if (screen) root.dataset.pre = `${root.lang}-${screen}`

  // "Continue match" on the prerendered home screen, as the app will draw it
  // (src/app/continueHint.ts keeps it, in the words it shows; test/app/prerender.test.ts holds
  // both together): put in as the parser brings the menu, which is before anything is painted
  // (a mutation observer's callback runs before the browser renders again).
  let hint = null
  try {
    if (screen === 'home' && navigator.serviceWorker?.controller)
      hint = JSON.parse(localStorage.getItem('stichblock.continue') || 'null')
  } catch {
    // No storage: the app shows the link once it has read the matches.
  }
  if (
    hint &&
    hint.lang === root.lang &&
    typeof hint.label === 'string' &&
    typeof hint.line === 'string' &&
    /^#\/match\/[^/]+$/.test(hint.href)
  ) {
    let placed = false
    const put = () => {
      if (placed) return true
      const home = document.getElementById(`pre-${root.lang}-home`)
      const next = home?.querySelector('nav.menu > a[href="#/new"]')
      if (!next) return false
      const link = document.createElement('a')
      link.className = 'btn primary big continue'
      link.setAttribute('href', hint.href)
      const label = document.createElement('span')
      label.textContent = hint.label
      const line = document.createElement('small')
      line.textContent = hint.line
      link.append(label, line)
      next.before(link)
      // With a match to continue, starting a new one is no longer the first choice.
      next.className = 'btn big '
      placed = true
      return true
    }
    if (!put()) {
      const watch = new MutationObserver(() => {
        if (put()) watch.disconnect()
      })
      watch.observe(root, { childList: true, subtree: true })
      // The parser can bring the menu and finish in one task, and Chromium then says so at once,
      // before the observer's callback: one last look, as disconnecting drops what it has not
      // been told yet (the link was missing from the first paint with boot inline in <head>).
      document.addEventListener(
        'DOMContentLoaded',
        () => {
          watch.disconnect()
          put()
        },
        { once: true },
      )
    }
  }

  // The rest of the page once the prerendered screen is on the glass (vite.config.ts moved the
  // app's module and the manifest into <template id="after-paint">): when the browser
  // reports the first contentful paint; a frame's callbacks run before that frame is shown, so a
  // fetch started there would still race the paint. Without a prerendered screen (a deep link)
  // nothing is painted first: as soon as the template is parsed. A browser that does not report
  // paints, or never does, waits at most a second; a page opened in the background at once.
  let done = false
  const later = () => {
    const template = document.getElementById('after-paint')
    if (done || !template) return
    done = true
    template.remove()
    // Copies, not the template's own nodes: a script parsed into a template never runs.
    for (const tag of template.content.children) {
      const copy = document.createElement(tag.localName)
      for (const { name, value } of tag.attributes) copy.setAttribute(name, value)
      document.head.append(copy)
    }
  }
  const whenParsed = () => {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', later, { once: true })
    } else later()
  }
  const nextFrame = () => requestAnimationFrame(() => setTimeout(whenParsed))
  const reportsPaint = window.PerformanceObserver?.supportedEntryTypes?.includes('paint')
  if (!screen || document.visibilityState !== 'visible') whenParsed()
  else if (!reportsPaint) nextFrame()
  else {
    setTimeout(whenParsed, 1000)
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return
        observer.disconnect()
        whenParsed()
      }).observe({ type: 'paint', buffered: true })
    } catch {
      nextFrame()
    }
  }
})()
