// The header's and the dock's heights on the page (src/app/screens/edges.ts): measured when the
// screen mounts and when its dock comes or goes, never on a mere render (#26: a root property set
// on every render restyled and laid out the whole page after every entry).
import { render } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Screen } from '../../src/app/screens/Screen'

const root = document.documentElement.style

afterEach(() => {
  vi.restoreAllMocks()
  root.removeProperty('--bar-h')
  root.removeProperty('--dock-h')
})

describe('useEdges', () => {
  it('measures on mount, then a render that changes no size sets nothing on the page', () => {
    const set = vi.spyOn(root, 'setProperty')
    const observe = vi.fn()
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = observe
        disconnect() {}
      },
    )
    const screen = (n: number) => (
      <Screen title="Letzter Stich" footer={<p>Entry {n} saved</p>}>
        <p>{n}</p>
      </Screen>
    )
    const { rerender } = render(screen(1))
    expect(root.getPropertyValue('--bar-h')).toMatch(/^\d+px$/)
    expect(root.getPropertyValue('--dock-h')).toMatch(/^\d+px$/)
    expect(observe).toHaveBeenCalledTimes(2)
    set.mockClear()
    observe.mockClear()

    for (let n = 2; n < 12; n++) rerender(screen(n))
    expect(set).not.toHaveBeenCalled()
    expect(observe).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })

  it('a dock that goes away is measured as none, and one that comes back is observed', () => {
    const observed: Element[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(el: Element) {
          observed.push(el)
        }
        disconnect() {}
      },
    )
    const { rerender, container } = render(
      <Screen title="T" footer={<p>dock</p>}>
        <p>x</p>
      </Screen>,
    )
    root.setProperty('--dock-h', '57px')
    rerender(
      <Screen title="T">
        <p>x</p>
      </Screen>,
    )
    expect(root.getPropertyValue('--dock-h')).toBe('0px')
    observed.length = 0
    rerender(
      <Screen title="T" footer={<p>dock</p>}>
        <p>x</p>
      </Screen>,
    )
    expect(observed).toContain(container.querySelector('footer.dock'))
    vi.unstubAllGlobals()
  })
})
