import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryKv } from '../../src/storage/kv'
import { serial } from '../../src/storage/queue'
import { openStore } from '../../src/storage/store'
import { makeMatch } from './helpers'

afterEach(() => vi.restoreAllMocks())

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('serial', () => {
  it('runs sections one after another, even when one fails', async () => {
    const run = serial()
    const log: string[] = []
    const section =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`)
        await tick()
        log.push(`${name} end`)
        if (fail) throw new Error(name)
        return name
      }
    const results = await Promise.allSettled([
      run(section('a')),
      run(section('b', true)),
      run(section('c')),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end'])
  })

  it('holds a Web Lock around each write of a persistent store, so other tabs wait', async () => {
    const names: string[] = []
    const locks = {
      request: async (name: string, callback: () => Promise<unknown>) => {
        names.push(name)
        return callback()
      },
    }
    vi.spyOn(navigator, 'locks', 'get').mockReturnValue(locks as unknown as LockManager)
    const store = await openStore({ kv: memoryKv(), persistent: true })
    const match = makeMatch()
    await store.saveMatch(match, [])
    expect(names).toEqual(['stichblock-storage'])
    expect(await store.getMatch(match.id)).toEqual(match)
  })
})
