// One link between two phones carries two things (#27): the table (messages.ts) and the finished
// matches the phones exchange (historyWire.ts). `lanes` splits a channel's messages by their
// first characters: a history message goes to the history lane, everything else to the table as
// before. A message sent to the wrong lane is only refused there: each lane checks its own.
import type { Channel } from './channel'
import { HISTORY_MARK } from './historyWire'

/** The history's side of a link: text out, text in; sending on a closed link does nothing. */
export interface Lane {
  send(text: string): void
  onmessage: ((text: string) => void) | null
  /** Resolves once the link has room for more (Channel.whenDrained). */
  drained?(): Promise<void>
}

/** A lane's messages until its handler is set, then in order (as the link keeps its own). */
class Inbox {
  #handler: ((text: string) => void) | null = null
  readonly #early: string[] = []

  get handler() {
    return this.#handler
  }

  set handler(handler) {
    this.#handler = handler
    if (handler && this.#early.length > 0) {
      queueMicrotask(() => {
        while (this.#handler && this.#early.length > 0) this.#handler(this.#early.shift() as string)
      })
    }
  }

  take(text: string): void {
    if (this.#handler) this.#handler(text)
    else this.#early.push(text)
  }
}

/** `channel` as the table's channel and the history's lane. */
export function lanes(channel: Channel): { table: Channel; history: Lane } {
  const table = new Inbox()
  const history = new Inbox()
  channel.onmessage = (text) => (text.startsWith(HISTORY_MARK) ? history : table).take(text)
  return {
    table: {
      send: (text) => channel.send(text),
      close: () => channel.close(),
      get onmessage() {
        return table.handler
      },
      set onmessage(handler) {
        table.handler = handler
      },
      get onclose() {
        return channel.onclose
      },
      set onclose(handler) {
        channel.onclose = handler
      },
      get onreach() {
        return channel.onreach
      },
      set onreach(handler) {
        channel.onreach = handler
      },
      get lost() {
        return channel.lost
      },
    },
    history: {
      send: (text) => channel.send(text),
      drained: () => channel.whenDrained?.() ?? Promise.resolve(),
      get onmessage() {
        return history.handler
      },
      set onmessage(handler) {
        history.handler = handler
      },
    },
  }
}
