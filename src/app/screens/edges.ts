import type { RefObject } from 'preact'
import { useEffect } from 'preact/hooks'

/**
 * The sticky header and dock measured into `--bar-h` and `--dock-h` on the page, which its
 * scroll padding reads (styles.css): a control scrolled into view, by focus or by the app, stops
 * clear of them instead of under them (#25).
 *
 * Measured when the screen mounts, when it gains or loses its dock (`docked`), and when either
 * changes size (a ResizeObserver), never on a mere render: a property set on the root restyles
 * the whole page, and reading a height lays it out, which once cost every entry a full restyle
 * and layout after its render (about 20 ms a tap at 4× CPU, #26). A value that has not changed
 * is not set again.
 */
export function useEdges(
  bar: RefObject<HTMLElement | null>,
  dock: RefObject<HTMLElement | null>,
  docked: boolean,
): void {
  // The refs are stable; `docked` says when the dock element comes or goes.
  useEffect(() => {
    const root = document.documentElement.style
    const set = (name: string, px: number) => {
      const value = `${px}px`
      if (root.getPropertyValue(name) !== value) root.setProperty(name, value)
    }
    const measure = () => {
      set('--bar-h', bar.current?.offsetHeight ?? 0)
      set('--dock-h', dock.current?.offsetHeight ?? 0)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    for (const el of [bar.current, dock.current]) if (el) observer.observe(el)
    return () => {
      observer.disconnect()
      set('--dock-h', 0)
    }
  }, [docked])
}
