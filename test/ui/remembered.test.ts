import { beforeEach, describe, expect, it, vi } from 'vitest'

beforeEach(() => {
  localStorage.clear()
  vi.resetModules()
})

/** The module as a page load finds it: a fresh copy, reading what the last visit left. */
const load = async () => (await import('../../src/ui/remembered')).remembered

describe('remembered', () => {
  it('starts with the fallback and keeps a choice across a reload', async () => {
    const first = (await load())('ls.entry', ['tricks', 'quick', 'counts'], 'tricks')
    expect(first.value).toBe('tricks')
    first.value = 'counts'

    vi.resetModules()
    const again = (await load())('ls.entry', ['tricks', 'quick', 'counts'], 'tricks')
    expect(again.value).toBe('counts')
  })

  it('ignores a stored value it does not know', async () => {
    localStorage.setItem('stichblock.choice.sfs.search', 'telepathy')
    expect((await load())('sfs.search', ['phone', 'paper'], 'phone').value).toBe('phone')
  })

  it('still works when storage refuses to write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const choice = (await load())('son.tricks', ['quick', 'cards'], 'quick')
    choice.value = 'cards'
    expect(choice.value).toBe('cards')
    vi.restoreAllMocks()
  })
})
