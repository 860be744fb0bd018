/**
 * Runs write sections one at a time, so two quick taps cannot interleave their read-modify-write
 * of the index. With a lock name, a Web Lock does the same across open tabs of the app.
 */
export function serial(lockName?: string): <T>(section: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(section: () => Promise<T>): Promise<T> => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    const run = async (): Promise<T> =>
      lockName && locks ? locks.request(lockName, section) : section()
    const result = tail.then(run)
    // A failed section must not block the ones after it; its caller still gets the rejection.
    tail = result.catch(() => undefined)
    return result
  }
}
