import type { RefObject } from 'preact'
import { useEffect } from 'preact/hooks'

/**
 * The sticky header and dock measured into `--bar-h` and `--dock-h` on the page, which its
 * scroll padding reads (styles.css): a control scrolled into view, by focus or by the app, stops
 * clear of them instead of under them (#25).
 */
export function useEdges(
  bar: RefObject<HTMLElement | null>,
  dock: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = document.documentElement.style
    const measure = () => {
      root.setProperty('--bar-h', `${bar.current?.offsetHeight ?? 0}px`)
      root.setProperty('--dock-h', `${dock.current?.offsetHeight ?? 0}px`)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    for (const el of [bar.current, dock.current]) if (el) observer.observe(el)
    return () => {
      observer.disconnect()
      root.setProperty('--dock-h', '0px')
    }
  })
}
