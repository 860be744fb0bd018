// A network of the test's own for phones joined by WebRTC (#16): a network namespace with
// loopback and one veth pair on 10.77.0.0/24 (its default route), and Chromium started inside it. Nothing in the
// namespace reaches the machine's interfaces, so only loopback and the pair can ever be a
// target. Chromium runs with no ICE servers and without mDNS names for its host candidates
// (`WebRtcHideLocalIpsWithMdns` off), as the issue asks; Playwright talks to it over its pipe,
// which does not go through the network.
import { type ChildProcess, execFile, type SpawnOptions, spawn } from 'node:child_process'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type Browser, chromium } from 'playwright-core'
import { CHROME_PATH, chromeArgs, TEST_FLAGS } from '../../scripts/chromium.mjs'

const run = promisify(execFile)

export const ADDRESSES = ['10.77.0.1', '10.77.0.2'] as const

export interface Namespace {
  name: string
  /** A Chromium started inside the namespace; `args` are added to the usual ones. */
  launch(options?: { args?: string[] }): Promise<Browser>
  /** A process started inside the namespace (`ip netns exec`); `close` ends it. */
  spawn(command: string, args: string[], options?: SpawnOptions): ChildProcess
  /** The namespace's network interfaces, as `ip -brief link` names them. */
  links(): Promise<string[]>
  close(): Promise<void>
}

/** Ends a child process and waits until it has exited (SIGKILL if SIGTERM is not enough). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((done) => {
    child.once('exit', () => done())
    child.once('error', () => done())
  })
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
  await exited
  clearTimeout(timer)
}

/** Makes the namespace and its veth pair; `close` removes both (and every browser launched). */
export async function makeNamespace(): Promise<Namespace> {
  const name = `stichblock-${process.pid}-${Date.now() % 100_000}`
  const ip = (...args: string[]) => run('ip', ['-n', name, ...args])
  await run('ip', ['netns', 'add', name])
  const dir = await mkdtemp(join(tmpdir(), 'stichblock-netns-'))
  const browsers: Browser[] = []
  const processes: ChildProcess[] = []
  try {
    // No IPv6 inside: its link-local addresses arrive a second or two after a link comes up
    // (duplicate address detection), and a Chromium already started there takes each as a
    // change of network and fails the requests under way (net::ERR_NETWORK_CHANGED).
    await run('ip', [
      'netns',
      'exec',
      name,
      'sysctl',
      '-q',
      '-w',
      'net.ipv6.conf.all.disable_ipv6=1',
      'net.ipv6.conf.default.disable_ipv6=1',
    ])
    await ip('link', 'set', 'lo', 'up')
    await ip('link', 'add', 'v0', 'type', 'veth', 'peer', 'name', 'v1')
    await ip('addr', 'add', `${ADDRESSES[0]}/24`, 'dev', 'v0')
    await ip('addr', 'add', `${ADDRESSES[1]}/24`, 'dev', 'v1')
    await ip('link', 'set', 'v0', 'up')
    await ip('link', 'set', 'v1', 'up')
    // Chromium gathers host candidates only on the interface of a default route; this one
    // leads into the pair, whose other end forwards nothing: still nowhere outside.
    await ip('route', 'add', 'default', 'dev', 'v0')
    // The pair is up once both ends see each other (a moment after `set up`): only then can a
    // browser start in a network that no longer changes under it.
    const bothUp = (links: string) => links.split('\n').filter((l) => /\sUP\s/.test(l)).length === 2
    for (let tries = 0; ; tries++) {
      const { stdout } = await ip('-brief', 'link', 'show', 'type', 'veth')
      if (bothUp(stdout)) break
      if (tries === 400) throw new Error(`the veth pair did not come up:\n${stdout}`)
      await new Promise((next) => setTimeout(next, 25))
    }
    // Playwright starts the executable it is given: this one enters the namespace first.
    const inside = join(dir, 'chromium-in-namespace')
    await writeFile(inside, `#!/bin/sh\nexec ip netns exec ${name} ${CHROME_PATH} "$@"\n`)
    await chmod(inside, 0o755)
    return {
      name,
      async launch({ args = [] } = {}) {
        const browser = await chromium.launch({
          executablePath: inside,
          args: [...chromeArgs(['WebRtcHideLocalIpsWithMdns']), ...TEST_FLAGS, ...args],
        })
        browsers.push(browser)
        return browser
      },
      spawn(command, args, options = {}) {
        // `ip netns exec` execs the command itself: the child's pid is the command's.
        const child = spawn('ip', ['netns', 'exec', name, command, ...args], options)
        processes.push(child)
        return child
      },
      async links() {
        const { stdout } = await ip('-brief', 'link')
        return stdout
          .trim()
          .split('\n')
          .map((line) => line.split(/\s+/)[0]?.split('@')[0] ?? '')
      },
      async close() {
        await Promise.all(browsers.map((b) => b.close().catch(() => {})))
        // A namespace is only gone once nothing runs in it any more.
        await Promise.all(processes.map(stop))
        await run('ip', ['netns', 'del', name]).catch(() => {})
        await rm(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await run('ip', ['netns', 'del', name]).catch(() => {})
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}
