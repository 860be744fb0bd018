// The spare's answer (src/table/spare.ts): the guest's phone answers the spare offer anew when
// the link failed, and its answer must carry the ICE terms the host's phone already holds.
import { describe, expect, it } from 'vitest'
import { withTerms } from '../../src/table/spare'

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
