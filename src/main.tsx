// The page's entry, asked for by src/prerender/boot.js once the prerendered screen is painted (see
// vite.config.ts, `firstPaintFromOneRequest`): the app's code cannot hold that paint back on a
// slow connection. A tap on the prerendered menu meanwhile is a plain link: the app opens where
// it leads. The first paint's styles are inlined into index.html by the build, in this order; in
// development they come here. Every other stylesheet comes with the screen, component or game
// that imports it, in that one's chunk.
import './app/styles.css'
import './app/common.css'

void import('./start')
