// The page's entry, asked for by public/boot.js once the prerendered screen is painted (see
// vite.config.ts, `firstPaintFromOneRequest`): the app's code cannot hold that paint back on a
// slow connection. A tap on the prerendered menu meanwhile is a plain link: the app opens where
// it leads. The styles are inlined into index.html by the build; in development they come here.
import './app/styles.css'

void import('./start')
