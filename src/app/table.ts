// This phone at a table of phones (#16): the app's side of src/table. The host's phone keeps one
// HostTable for its open match and invites guests one at a time (a join code, then their
// answer); a guest's phone answers a join code, takes the host's table into its own storage and
// opens it. While a match is shared, session.ts proposes its changes to the table
// (`sharedTable`); the table saves what it commits and shows it here (`open`). A guest whose
// host left carries on alone: its entries are saved on its own phone again.
import { signal } from '@preact/signals'
import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import { loadGame } from '../games'
import type { GameModule } from '../games/types'
import { decodeCode, encodeCode } from '../table/code'
import { answer, type Channel, LinkError, offer } from '../table/link'
import { adopt, type Held } from '../table/log'
import { GuestTable, HostTable } from '../table/table'
import { atTable, open, sharedTable, shownState } from './session'
import { storeReady } from './storage'

/** A rejoining phone is asked before the table replaces entries only it has (both went on alone). */
export const lossQuestion = signal<{ lost: number; answer: (take: boolean) => void } | null>(null)

let host: { table: HostTable<unknown, unknown>; game: GameModule } | null = null
let guest: GuestTable<unknown, unknown> | null = null

/** A phone's copy of the table, saved as any match is: its summary says who won. */
async function persist(game: GameModule, held: Held): Promise<void> {
  const store = await storeReady()
  const winners = game.rules.isOver(held.state) ? game.rules.winners(held.state) : []
  await store.saveMatch(held.match, winners)
}

/** The table moved on: the match page shows it, if it is the one open. */
function show(game: GameModule, held: Held): void {
  if (open.value && open.value.match.id !== held.match.id) return
  open.value = { match: held.match, game, state: shownState(game, held.match, held.state) }
}

function leaveGuest(): void {
  const was = guest
  guest = null
  was?.channel.close()
}

/**
 * The host's table for the open match, made on first use: the phone that shares its match is
 * its host. Entries on this phone go through it from now on, so guests see them.
 */
function hostOpenMatch(): { table: HostTable<unknown, unknown>; game: GameModule } | Reason {
  const current = open.value
  if (!current) return { key: 'core.noMatch' }
  if (host && host.table.held.match.id === current.match.id) return host
  leaveGuest()
  const { game, match } = current
  // The table's state is its log's own: what this phone keeps to itself (a secret) is not in it.
  const table = new HostTable(game, adopt(game.rules, match, 0), {
    persist: (held) => persist(game, held),
    onChange: (held) => show(game, held),
  })
  host = { table, game }
  sharedTable.value = { matchId: match.id, propose: (op) => table.propose(op) }
  atTable.value = { role: 'host', matchId: match.id, phones: 0, left: false }
  return host
}

const counted = () => {
  const value = atTable.value
  if (host && value?.role === 'host') atTable.value = { ...value, phones: host.table.guests }
}

/** One invitation: the code the next guest scans, and what takes that guest's answer. */
export interface Invite {
  code: string
  /** The guest's answer code: null once that phone has joined, or why not. */
  accept(answerCode: string): Promise<Reason | null>
  close(): void
}

/** Invites one more phone to the open match's table (which it opens, if it is not yet). */
export async function invite(): Promise<Invite | Reason> {
  const hosted = hostOpenMatch()
  if ('key' in hosted) return hosted
  let side: Awaited<ReturnType<typeof offer>>
  try {
    side = await offer()
  } catch (error) {
    return { key: error instanceof LinkError ? error.key : 'table.link.failed' }
  }
  return {
    code: encodeCode('offer', side.sdp),
    async accept(answerCode) {
      const decoded = decodeCode('answer', answerCode)
      if (!decoded.ok) return decoded.reason
      let channel: Channel
      try {
        channel = await side.accept(decoded.sdp)
      } catch (error) {
        return { key: error instanceof LinkError ? error.key : 'table.link.failed' }
      }
      hosted.table.addGuest(channel, counted)
      counted()
      return null
    },
    close: () => side.close(),
  }
}

/** A guest's answer to a join code: the code to show the host, and the table once it came. */
export interface Joining {
  code: string
  /** The id of the match once the host's table is saved on this phone, or why not. */
  joined: Promise<string | Reason>
  close(): void
}

/** Answers the host's join code (scanned or pasted). */
export async function join(offerCode: string): Promise<Joining | Reason> {
  const decoded = decodeCode('offer', offerCode)
  if (!decoded.ok) return decoded.reason
  let side: Awaited<ReturnType<typeof answer>>
  try {
    side = await answer(decoded.sdp)
  } catch (error) {
    return { key: error instanceof LinkError ? error.key : 'table.link.failed' }
  }
  const joined = side.connected.then(
    (channel) => seat(channel),
    (error: unknown) => ({ key: error instanceof LinkError ? error.key : 'table.link.failed' }),
  )
  return { code: encodeCode('answer', side.sdp), joined, close: () => side.close() }
}

/** Resolves when the first table arrived and is saved here; a rejoin may be asked first. */
function seat(channel: Channel): Promise<string | Reason> {
  return new Promise((resolve) => {
    if (host) {
      // This phone hosted before: it joins another table now; its own guests are gone with it.
      sharedTable.value = null
      host = null
    }
    leaveGuest()
    let game: GameModule | null = null
    let first = true
    const table: GuestTable<unknown, unknown> = new GuestTable(
      async (id) => {
        game = await loadGame(id as Match['setup']['game'])
        return game
      },
      channel,
      {
        stored: async (id) => {
          const read = await (await storeReady()).readMatch(id)
          return read?.ok ? read.match : undefined
        },
        confirmLoss: (lost) =>
          new Promise((answered) => {
            lossQuestion.value = {
              lost,
              answer: (take) => {
                lossQuestion.value = null
                answered(take)
              },
            }
          }),
        persist: (held) => persist(game as GameModule, held),
        onChange: (held) => {
          show(game as GameModule, held)
          if (!first) return
          first = false
          const matchId = held.match.id
          sharedTable.value = { matchId, propose: (op) => table.propose(op) }
          atTable.value = { role: 'guest', matchId, phones: 1, left: false }
          resolve(matchId)
        },
        onLeft: () => {
          if (guest === table) guest = null
          const matchId = sharedTable.value?.matchId
          if (sharedTable.value && table.held?.match.id === matchId) sharedTable.value = null
          const value = atTable.value
          if (value?.role === 'guest' && value.matchId === table.held?.match.id) {
            const turnedAway = table.turnedAway ?? undefined
            atTable.value = { ...value, phones: 0, left: true, ...(turnedAway && { turnedAway }) }
          }
          if (first) resolve(table.turnedAway ?? { key: 'table.hostLeft' })
        },
      },
    )
    guest = table
  })
}

/** This phone leaves its table: a guest carries on alone, a host closes the table for all. */
export function leave(): void {
  leaveGuest()
  if (host) {
    host.table.close()
    host = null
  }
  sharedTable.value = null
  atTable.value = null
}
