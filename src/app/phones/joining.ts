// A guest's side (#16): a phone answers the host's join code, takes the host's table into its own
// storage, opens it and takes its player's seat again; when the host leaves it carries on alone.
import { signal } from '@preact/signals'
import type { Match } from '../../core/match'
import type { Reason } from '../../core/reason'
import { loadGame } from '../../games'
import type { GameModule } from '../../games/types'
import type { Channel } from '../../table/channel'
import { decodeCode, encodeCode } from '../../table/code'
import { GuestTable } from '../../table/guest'
import { lanes } from '../../table/lanes'
import { answer, LinkError } from '../../table/link'
import type { Keys } from '../../table/seal'
import { persistFor, show } from '../match/desk'
import { atTable, rememberPlace, sharedTable } from '../match/presence'
import { storeReady } from '../storage'
import { hostReachable, joinSlow, seatAnswer } from '../tablePresence'
import { compareAsked } from './compare'
import { historyLink } from './history'
import { myKeys } from './keys'
import { heard } from './questions'
import { chosen, closeHosted, leaveGuest, seatOf, shareAt, sides } from './sides'
import { myTicket } from './ticket'

/** A rejoining phone is asked before the table replaces entries only it has (both went on alone). */
export const lossQuestion = signal<{ lost: number; answer: (take: boolean) => void } | null>(null)

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
    side = await answer(decoded.sdp, (await myTicket()) ?? undefined)
  } catch (error) {
    return { key: error instanceof LinkError ? error.key : 'table.link.failed' }
  }
  const own = await myKeys()
  joinSlow.value = false
  hostReachable.value = true
  const joined = side.connected.then(
    (channel) => seat(channel, own),
    (error: unknown) => ({ key: error instanceof LinkError ? error.key : 'table.link.failed' }),
  )
  return { code: encodeCode('answer', side.sdp), joined, close: () => side.close() }
}

/** Resolves when the first table arrived and is saved here; a rejoin may be asked first. */
function seat(channel: Channel, own: Keys): Promise<string | Reason> {
  return new Promise((resolve) => {
    if (sides.host) {
      // This phone hosted before: it joins another table now; its own guests carry on alone.
      closeHosted()
      sharedTable.value = null
    }
    leaveGuest()
    let game: GameModule | null = null
    let first = true
    // The table's match, once it came; and its id again if this phone's player kept its own copy.
    let asked: string | null = null
    let kept: string | null = null
    // The table on one lane of the link, the finished matches the phones exchange (#27) on the other.
    const lane = lanes(channel)
    const table: GuestTable<unknown, unknown> = new GuestTable(
      async (id) => {
        game = await loadGame(id as Match['setup']['game'])
        return game
      },
      lane.table,
      {
        stored: async (id) => {
          asked = id
          const read = await (await storeReady()).readMatch(id)
          return read?.ok ? read.match : undefined
        },
        confirmLoss: (lost) =>
          new Promise((answered) => {
            lossQuestion.value = {
              lost,
              answer: (take) => {
                lossQuestion.value = null
                if (!take) kept = asked
                answered(take)
              },
            }
          }),
        persist: (held) => persistFor(game as GameModule)(held),
        onSlow: () => {
          if (sides.guest === table) joinSlow.value = true
        },
        onSeatAnswer: (answer) => {
          if (sides.guest === table) seatAnswer.value = answer
        },
        onReach: (reachable) => {
          if (sides.guest === table) hostReachable.value = reachable
        },
        onChange: (held, made) => {
          show(game as GameModule, held, made)
          if (!first) return
          first = false
          joinSlow.value = false
          const matchId = held.match.id
          shareAt(matchId, table, own)
          atTable.value = { role: 'guest', matchId, phones: 1, left: false }
          const players = () => table.held?.match.setup.players ?? []
          void historyLink(table, lane.history, players)
          // Rejoining: the seat this phone's player had (also before a reload).
          void seatOf(matchId).then((seat) => {
            if (seat !== null && sides.guest === table) table.claim(seat)
            void rememberPlace(matchId, { role: 'guest', seat })
          })
          resolve(matchId)
        },
        keys: own,
        onSeats: (seats) => {
          const matchId = table.held?.match.id
          if (sides.guest !== table || !matchId) return
          shareAt(matchId, table, own)
          // The seat asked for is this phone's now: nothing waits any more.
          const mine = seats.find((s) => s.key === own.publicKey)?.seat ?? null
          const asked = seatAnswer.value
          if (asked && 'waiting' in asked && asked.seat === mine) seatAnswer.value = null
          if (mine !== null && chosen.get(matchId) !== mine) {
            chosen.set(matchId, mine)
            void rememberPlace(matchId, { role: 'guest', seat: mine })
          }
        },
        onPrivate: (from, text) => void heard(table, from, text),
        onCompare: (from) => void compareAsked(table, from),
        onLeft: () => {
          if (sides.guest === table) {
            sides.guest = null
            hostReachable.value = true
          }
          const matchId = sharedTable.value?.matchId
          if (sharedTable.value && table.held?.match.id === matchId) sharedTable.value = null
          const value = atTable.value
          if (value?.role === 'guest' && value.matchId === table.held?.match.id) {
            const turnedAway = table.turnedAway ?? undefined
            const lost = table.channel.lost
            atTable.value = {
              ...value,
              phones: 0,
              left: true,
              ...(turnedAway && { turnedAway }),
              ...(lost && { lost }),
            }
          }
          // Kept its own copy: back to it, alone. Not "The host's phone left the table, so this
          // entry was not taken": the host is there, and no entry was under way.
          if (first) resolve(kept ?? table.gone)
        },
      },
    )
    sides.guest = table
  })
}

/** Closes the table this phone hosts, if any; on purpose, so a reload does not say it lost it. */
