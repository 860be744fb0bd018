// Vitest global setup of the browser tests: before and after the run, the network namespaces
// (netns.ts) of test workers that are gone are deleted, with their launch scripts. A worker keeps
// one namespace for its table files (phones.ts) until it ends, and a namespace outlives the
// process that made it; so do those of a run that was killed.
import { execFile } from 'node:child_process'
import { readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Whether process `pid` still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The parent of process `pid` (from /proc), or null when it is gone. */
async function parentOf(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
  // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
  const ppid = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]
  return ppid ? Number(ppid) : null
}

/**
 * Deletes every namespace `stichblock-<pid>-…` whose worker `pid` is gone, or is one of this
 * run's (`ours`: at the end, when no test needs it any more and the worker may not have ended
 * yet; a namespace deleted under running processes lives on unnamed until they end), and their
 * launch scripts.
 */
async function sweep(ours: boolean): Promise<void> {
  const { stdout } = await run('ip', ['netns', 'list']).catch(() => ({ stdout: '' }))
  const names = stdout.split('\n').map((line) => line.split(' ')[0] ?? '')
  const ofWorkers = names.flatMap((name) => {
    const pid = /^stichblock-(\d+)-\d+$/.exec(name)?.[1]
    return pid ? [{ name, pid: Number(pid) }] : []
  })
  const gone: string[] = []
  for (const { name, pid } of ofWorkers) {
    if (!alive(pid) || (ours && (await parentOf(pid)) === process.pid)) gone.push(name)
  }
  await Promise.all(gone.map((name) => run('ip', ['netns', 'del', name]).catch(() => {})))
  // The launch scripts (netns.ts) of namespaces that no longer exist.
  const left = new Set(names.filter((name) => !gone.includes(name)))
  const dirs = (await readdir(tmpdir())).filter((dir) => dir.startsWith('stichblock-netns-'))
  for (const dir of dirs) {
    const path = join(tmpdir(), dir)
    const script = await readFile(join(path, 'chromium-in-namespace'), 'utf8').catch(() => '')
    const name = /ip netns exec (\S+)/.exec(script)?.[1]
    // One without its script yet may be a namespace being made by a run beside this one.
    if (name && !left.has(name)) await rm(path, { recursive: true, force: true })
  }
}

export default async function setup() {
  await sweep(false)
  return () => sweep(true)
}
