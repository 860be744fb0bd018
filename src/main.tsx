// The page's entry: the styles now, the app right after the first paint. The first screen is
// already in the HTML (prerendered, picked by public/boot.js), so the app's code is not needed to
// draw it; fetched only after that paint, it cannot hold the paint back on a slow connection.
// A tap on the prerendered menu meanwhile is a plain link: the app opens where it leads.
import './app/styles.css'

const start = () => void import('./start')
// A page opened in the background paints nothing until it is shown: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start))
else start()
