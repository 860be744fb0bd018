// The spare's answer (src/table/spare.ts): the guest's phone answers the spare offer anew when
// the link failed, and its answer must carry the ICE terms the host's phone already holds.
import { describe, expect, it } from 'vitest'
import { bareTerms, withIce, withTerms } from '../../src/table/spare'

const answer = (ufrag: string, pwd: string) =>
  [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    `a=ice-ufrag:${ufrag}`,
    `a=ice-pwd:${pwd}`,
    'a=fingerprint:sha-256 AB:CD',
    'a=setup:active',
    '',
  ].join('\r\n')

describe('a spare answer on the agreed terms', () => {
  it('takes the ICE user name and password of the terms, and nothing else of them', () => {
    const fresh = answer('newU', 'newPasswordNewPassword12')
    const terms = answer('agreed', 'agreedPasswordAgreed1234').replace('AB:CD', 'EF:01')
    const sent = withTerms(fresh, terms)
    expect(sent).toBe(answer('agreed', 'agreedPasswordAgreed1234'))
    // The fingerprint is the certificate's own: the same certificate makes the same one.
    expect(sent).toContain('a=fingerprint:sha-256 AB:CD')
  })

  it('leaves an answer as it is when the terms name no ICE terms', () => {
    const fresh = answer('newU', 'newPasswordNewPassword12')
    expect(withTerms(fresh, 'v=0\r\n')).toBe(fresh)
  })
})

describe("a ticket's answer, kept as a way back", () => {
  it("answers with the ticket's user name and password", () => {
    const fresh = answer('newU', 'newPasswordNewPassword12')
    expect(withIce(fresh, { ufrag: 'tick', pwd: 'ticketPasswordTicket1234' })).toBe(
      answer('tick', 'ticketPasswordTicket1234'),
    )
  })

  it('keeps the terms without the addresses the phone had then', () => {
    const terms = answer('tick', 'ticketPasswordTicket1234')
    const withAddresses = terms.replace(
      'a=setup:active\r\n',
      'a=setup:active\r\na=candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host generation 0\r\na=end-of-candidates\r\n',
    )
    expect(bareTerms(withAddresses)).toBe(terms)
    expect(bareTerms(withAddresses)).not.toContain('10.0.0.2')
  })
})
