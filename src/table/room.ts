// Room on a data channel (#27): a long answer (finished matches, megabytes) is sent in steps, each
// once what waits in the connection is under ROOM. A data channel that holds 16 MiB unsent
// refuses more, and a message it refuses is lost until the link's spare sends it again.

/** What may wait in a connection to be sent before a long answer sends more. */
const ROOM = 1024 * 1024
/** A connection that does not say it has room within this long is written to all the same. */
const ROOM_WAIT_MS = 5000

/** Resolves once `channel` has room (at once if it has, is gone or is not open). */
export function roomOn(channel: RTCDataChannel | undefined): Promise<void> {
  if (channel?.readyState !== 'open' || channel.bufferedAmount <= ROOM) return Promise.resolve()
  channel.bufferedAmountLowThreshold = ROOM
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(late)
      channel.removeEventListener('bufferedamountlow', done)
      resolve()
    }
    const late = setTimeout(done, ROOM_WAIT_MS)
    channel.addEventListener('bufferedamountlow', done)
  })
}
