// The page's entry: the styles now, the app right after the first paint. The first screen is
// already in the HTML (prerendered, picked by public/boot.js), so the app's code is not needed to
// draw it; fetched only after that paint, it cannot hold the paint back on a slow connection.
// A tap on the prerendered menu meanwhile is a plain link: the app opens where it leads.
import './app/styles.css'

const start = () => void import('./start')

/**
 * Runs `go` once the prerendered screen is on the glass: when the browser reports its first
 * contentful paint (a frame's callbacks run before that frame is shown, so a fetch started there
 * still races the paint). Without a prerendered screen (a deep link) there is nothing to paint
 * first: the next frame will do. A browser that does not report paints, or never does, waits at
 * most a second; one that reports a paint already made goes at once.
 */
function afterFirstPaint(go: () => void): void {
  let started = false
  let observer: PerformanceObserver | undefined
  let deadline: ReturnType<typeof setTimeout> | undefined
  const once = () => {
    if (started) return
    started = true
    observer?.disconnect()
    clearTimeout(deadline)
    go()
  }
  const nextFrame = () => void requestAnimationFrame(() => setTimeout(once))
  const reportsPaint = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')
  if (!document.documentElement.dataset.pre || !reportsPaint) {
    nextFrame()
    return
  }
  deadline = setTimeout(once, 1000)
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once()
    })
    observer.observe({ type: 'paint', buffered: true })
  } catch {
    nextFrame()
  }
}

// A page opened in the background paints nothing until it is shown: it starts at once.
if (document.visibilityState === 'visible') afterFirstPaint(start)
else start()
