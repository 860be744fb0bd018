// A screen whose code comes in its own chunk (src/ui/lazy.tsx): shown once its chunk is in,
// however the chunk and the first render cross.
import { render as preactRender } from 'preact'
import { describe, expect, it, vi } from 'vitest'
import { lazy } from '../../src/ui/lazy'

function chunk() {
  let arrive = () => {}
  const load = vi.fn(
    () =>
      new Promise<() => preact.JSX.Element>((resolve) => {
        arrive = () => resolve(() => <p>The screen</p>)
      }),
  )
  return { load, arrive: () => arrive() }
}

describe('a lazy screen', () => {
  it('is drawn when its preload brings the chunk between its first render and its effects', async () => {
    const { load, arrive } = chunk()
    const Screen = lazy(load)
    const preloaded = Screen.preload()
    const root = document.createElement('div')
    // Preact's own render: its effects run after a paint, so the chunk can arrive before them.
    preactRender(<Screen />, root)
    expect(root.textContent).toBe('Loading…')
    arrive()
    await preloaded
    await vi.waitFor(() => expect(root.textContent).toBe('The screen'))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is drawn at once when it was preloaded before it is shown', async () => {
    const { load, arrive } = chunk()
    const Screen = lazy(load)
    const preloaded = Screen.preload()
    arrive()
    await preloaded
    const root = document.createElement('div')
    preactRender(<Screen />, root)
    expect(root.textContent).toBe('The screen')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
