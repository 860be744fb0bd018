// A bad network for the phones of a table (#25): nftables rules inside the test's own network
// namespace (netns.ts), on UDP only, which is what the phones' WebRTC links use; the app's server
// (TCP on the namespace's loopback) and Playwright's pipe to each browser are never touched.
// Nothing outside the namespace is a target: every command runs in it (`ip netns exec`).
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Namespace } from './netns'

const run = promisify(execFile)

/** One UDP packet in ten is lost, on every link of the table. */
export const LOSS_10 = 'meta l4proto udp numgen random mod 10 < 1 drop'
/** Nothing gets through on any link of the table: the Wi-Fi is gone. */
export const OUTAGE = 'meta l4proto udp drop'

/** Applies `rule` to every packet the namespace sends (null: none, the network is good again). */
export async function degrade(namespace: Namespace, rule: string | null): Promise<void> {
  const nft = (command: string) => run('ip', ['netns', 'exec', namespace.name, 'nft', command])
  await nft('add table inet drops')
  await nft('add chain inet drops out { type filter hook output priority 0 ; policy accept ; }')
  await nft('flush chain inet drops out')
  if (rule) await nft(`add rule inet drops out ${rule}`)
}
