// One link's exchange of finished matches (#27), on either side of it: this phone offers what may
// travel (once its player said yes for this group), asks for what it lacks of the other's offer,
// answers the other's question with only what it offered, each match once, and takes the file
// that answers its own question. What this phone stores is handed in (`HistoryDeps`): this file
// knows no storage and no screen, so two peers run as they are in a unit test.
import type { Reason } from '../core/reason'
import type { Summary } from '../storage'
import { MAX_OFFERED, type Offered, offerOf, select, wanted } from './history'
import { offerMessage, Parts, parseHistory, partMessages, wantMessage } from './historyWire'
import type { Lane } from './lanes'

/** What became of a file that came: refused (nothing stored changed), or the matches it held. */
type Taken = { refused: Reason } | { took: readonly string[] }

export interface HistoryDeps {
  /** This phone's stored matches, as its list knows them. */
  index(): Promise<Summary[]>
  /** The players of the table's match: who the matches travel among. */
  players(): readonly string[]
  /** This phone's player's answer for this group: true shares, false does not, null: not asked yet. */
  consent(): boolean | null
  /** Export files' texts holding the stored matches `ids`, each within what an import takes. */
  filesOf(ids: string[]): Promise<string[]>
  /**
   * A file the other phone sent for this phone's question (`asked`): checked as an import, and
   * merged. Resolves with why it was refused (nothing stored changed), or the ids it held.
   */
  take(text: string, asked: ReadonlySet<string>): Promise<Taken>
  /** Something the other phone sent was refused, with why; nothing stored changed. */
  onRefused?(reason: Reason): void
}

export class HistoryPeer {
  /** Asked of the other phone and not yet answered. */
  #asked = new Set<string>()
  /** Sent to the other phone (id, last change, entries): each version goes once over a link. */
  readonly #sent = new Set<string>()
  /** The other phone's last offer (it shares), answered once this phone's player says yes. */
  #theirs: Offered[] | null = null
  /** This phone told the other what it holds (only once the other said it shares). */
  #told = false
  readonly #parts = new Parts()
  /** One message at a time, in order: a question waits for the file before it to be taken. */
  #turn: Promise<unknown> = Promise.resolve()

  constructor(
    readonly lane: Lane,
    readonly deps: HistoryDeps,
  ) {
    lane.onmessage = (text) => void this.#inTurn(() => this.#heard(text))
  }

  /**
   * Offers what this phone holds now, if its player shares with this group: at first, when the
   * player says yes, and whenever this phone took matches from another phone at the table.
   * Also asks for what this phone lacks of an offer that came before the player's answer.
   */
  offer(): Promise<void> {
    return this.#inTurn(async () => {
      if (this.deps.consent() !== true) return
      // Until the other phone says it shares too, this one only says that it does: what it holds
      // is not told to a phone that does not share.
      if (!this.#theirs) return this.lane.send(offerMessage([]))
      const index = await this.#offerAll()
      await this.#ask(this.#theirs, index)
    })
  }

  /** Tells the other phone what this one holds that may travel; this phone's list, as read. */
  async #offerAll(): Promise<Summary[]> {
    const index = await this.deps.index()
    this.lane.send(offerMessage(offerOf(index, this.deps.players())))
    this.#told = true
    return index
  }

  /** Resolves once every message heard so far and every offer asked for are dealt with. */
  settled(): Promise<unknown> {
    return this.#turn
  }

  #inTurn(step: () => Promise<void>): Promise<void> {
    const next = this.#turn.then(step).catch(() => {})
    this.#turn = next
    return next
  }

  async #heard(text: string): Promise<void> {
    const parsed = parseHistory(text)
    if (!parsed.ok) return this.#refuse(parsed.reason)
    const m = parsed.message
    if (m.k === 'offer') {
      this.#theirs = m.have
      if (this.deps.consent() !== true) return
      // The other phone shares: the first time, it hears what this one holds.
      const index = this.#told ? await this.deps.index() : await this.#offerAll()
      await this.#ask(m.have, index)
    } else if (m.k === 'want') {
      await this.#answer(m.ids)
    } else {
      const part = this.#parts.take(m)
      if (part.kind === 'more') return
      if (part.kind === 'refused') return this.#refuse(part.reason)
      await this.#take(part.text)
    }
  }

  /**
   * Asks for what this phone lacks of `offer`, and has not asked for already; never more than one
   * offer's worth at a time, however many offers come before the answers.
   */
  async #ask(offer: readonly Offered[], index: readonly Summary[]): Promise<void> {
    const room = MAX_OFFERED - this.#asked.size
    const ids = wanted(index, offer)
      .filter((id) => !this.#asked.has(id))
      .slice(0, Math.max(0, room))
    if (ids.length === 0) return
    for (const id of ids) this.#asked.add(id)
    this.lane.send(wantMessage(ids))
  }

  /** Sends what the other phone asked for of this phone's offer, each match once per link. */
  async #answer(ids: readonly string[]): Promise<void> {
    if (this.deps.consent() !== true) return
    const index = await this.deps.index()
    const byId = new Map(index.map((s) => [s.id, s]))
    const version = (id: string) => {
      const s = byId.get(id)
      return `${id}\n${s?.updatedAt}\n${s?.entries}`
    }
    const sending = select(index, ids, this.deps.players()).filter(
      (id) => !this.#sent.has(version(id)),
    )
    if (sending.length === 0) return
    for (const id of sending) this.#sent.add(version(id))
    for (const file of await this.deps.filesOf(sending)) {
      for (const part of partMessages(file)) {
        // A link takes only so much at once: what is sent waits until the link has room.
        await this.lane.drained?.()
        this.lane.send(part)
      }
    }
  }

  async #take(text: string): Promise<void> {
    if (this.#asked.size === 0 || this.deps.consent() !== true) {
      return this.#refuse({ key: 'history.notAsked' })
    }
    const taken = await this.deps.take(text, this.#asked)
    if ('took' in taken) {
      for (const id of taken.took) this.#asked.delete(id)
      return
    }
    // Whatever was asked may be asked again at the next offer.
    this.#asked.clear()
    this.#refuse(taken.refused)
  }

  #refuse(reason: Reason): void {
    this.deps.onRefused?.(reason)
  }
}
