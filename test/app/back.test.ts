// The host's ways back (src/app/phones/back.ts) and a phone's ticket (phones/ticket.ts), as read
// back from storage: anything stored that is not one is dropped, never trusted.
import { describe, expect, it } from 'vitest'
import { readWays } from '../../src/app/phones/back'
import { readTicket } from '../../src/app/phones/ticket'

const ANSWER = 'v=0\r\na=ice-ufrag:tick\r\n'

describe("the host's ways back as stored", () => {
  it("keeps each seat's answer", () => {
    expect([...readWays({ 1: ANSWER, 4: ANSWER })]).toEqual([
      [1, ANSWER],
      [4, ANSWER],
    ])
  })

  it('drops what is not a seat with a description', () => {
    const ways = readWays({
      '-1': ANSWER,
      '1.5': ANSWER,
      8: ANSWER,
      x: ANSWER,
      2: 42,
      3: 'not a description',
      5: `v=0${'a'.repeat(16_000)}`,
    })
    expect(ways.size).toBe(0)
    for (const stored of [null, undefined, 'v=0', 7, []]) expect(readWays(stored).size).toBe(0)
  })
})

describe('a stored ticket', () => {
  it('is no ticket without a certificate this browser made', () => {
    // happy-dom has no RTCCertificate: nothing stored can pass for one.
    const stored = { certificate: {}, ufrag: 'tick', pwd: 'ticketPasswordTicket1234' }
    expect(readTicket(stored, 0)).toBeNull()
    expect(readTicket(null, 0)).toBeNull()
  })
})
