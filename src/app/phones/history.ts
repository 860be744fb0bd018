// Finished matches travel at a table (#27): on every link of this phone's table (each guest's on
// the host, the host's on a guest) a HistoryPeer (src/table/historyPeer.ts) offers this phone's
// finished matches in which two of the table's players took part, once its player said yes for
// this group, and takes what it lacks of the other phone's offer. The host takes from every guest
// and offers to every guest, so what one guest brings reaches the others through it.
import { effect } from '@preact/signals'
import type { Reason } from '../../core/reason'
import { groupOf, offerOf } from '../../table/history'
import { HistoryPeer } from '../../table/historyPeer'
import { storeHistory } from '../../table/historyStore'
import type { Lane } from '../../table/lanes'
import { historyConflict, historyNews, shareQuestion } from '../historyPresence'
import { answerForGroup, historyAnswers, shareHistory } from '../settings'
import { storeReady } from '../storage'
import { validateMatch } from '../validate'

/** The links of this phone's current table, that table, and its players. */
let links: { table: object; peers: Set<HistoryPeer>; players: () => readonly string[] } | null =
  null

/** This phone's player's answer for the group of `players`; null: not asked yet. */
function consentFor(players: readonly string[]): boolean | null {
  if (!shareHistory.value) return false
  return historyAnswers.value[groupOf(players)] ?? null
}

/**
 * A link of `table` (the HostTable or GuestTable, to tell tables apart) carries finished matches
 * too, among `players` (the table's match's, once known). A new table forgets the old one's links.
 */
export async function historyLink(
  table: object,
  lane: Lane,
  players: () => readonly string[],
): Promise<void> {
  if (links?.table !== table) links = { table, peers: new Set(), players }
  const here = links
  const store = await storeReady()
  const peer: HistoryPeer = new HistoryPeer(
    lane,
    storeHistory({
      store,
      validate: validateMatch,
      players,
      consent: () => consentFor(players()),
      ask: (conflicts) =>
        new Promise((resolve) => {
          historyConflict.value = {
            conflicts,
            answer: (answers) => {
              historyConflict.value = null
              resolve(answers)
            },
          }
        }),
      onMerged: (received) => {
        historyNews.value = { received }
        // What came on this link goes on to the others (the host's other guests).
        for (const other of here.peers) if (other !== peer) void other.offer()
      },
      onRefused: (refused: Reason) => {
        historyNews.value = { refused }
      },
    }),
  )
  here.peers.add(peer)
  if (consentFor(players()) === null) await ask(players())
  else void peer.offer()
}

/** Asks this phone's player once per group; the answer starts or keeps back every link. */
async function ask(players: readonly string[]): Promise<void> {
  if (shareQuestion.value && groupOf(shareQuestion.value.players) === groupOf(players)) return
  const store = await storeReady()
  const matches = offerOf(await store.list(), players).length
  shareQuestion.value = {
    players,
    matches,
    answer: (share) => {
      shareQuestion.value = null
      answerForGroup(groupOf(players), share)
      if (share) offerEverywhere()
    },
  }
}

function offerEverywhere(): void {
  for (const peer of links?.peers ?? []) void peer.offer()
}

// Sharing turned on again in Settings, at a table: its links offer if this group said yes, and
// a group not asked yet is asked now.
let sharing = shareHistory.peek()
effect(() => {
  const now = shareHistory.value
  if (!now) shareQuestion.value = null
  if (now && !sharing && links) {
    const players = links.players()
    if (consentFor(players) === null) void ask(players)
    else offerEverywhere()
  }
  sharing = now
})
