// The join codes (#16): what the host's phone shows and the guest's phone answers, as QR or text.
import { afterEach, describe, expect, it } from 'vitest'
import { lang, say } from '../../src/i18n'
import { decodeCode, encodeCode, LONGEST_CODE, MAX_CODE_TEXT, MAX_SDP } from '../../src/table/code'
import '../../src/app/tableStrings'

// A description of the kind Chromium makes for one data channel over a host candidate.
const SDP = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:1 1 udp 2113937151 10.77.0.1 54321 typ host generation 0',
  'a=ice-ufrag:abcd',
  'a=ice-pwd:efghijklmnopqrstuvwxyz01',
  'a=fingerprint:sha-256 AA:BB:CC',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  '',
].join('\r\n')

afterEach(() => {
  lang.value = 'en'
})

describe('join codes', () => {
  it('carry a session description whole, in characters a messenger and a QR code keep', () => {
    const offer = encodeCode('offer', SDP)
    expect(offer).toMatch(/^STICHBLOCK-JOIN-[A-Za-z0-9_-]+\.[0-9a-f]{8}$/)
    expect(decodeCode('offer', offer)).toEqual({ ok: true, sdp: SDP })
    const answer = encodeCode('answer', SDP)
    expect(answer).toMatch(/^STICHBLOCK-ANSWER-/)
    expect(decodeCode('answer', answer)).toEqual({ ok: true, sdp: SDP })
  })

  it('survive the spaces and line breaks a messenger adds', () => {
    const offer = encodeCode('offer', SDP)
    const wrapped = `  ${offer.slice(0, 40)}\n${offer.slice(40, 90)} ${offer.slice(90)}\n`
    expect(decodeCode('offer', wrapped)).toEqual({ ok: true, sdp: SDP })
  })

  it.each([
    [
      'any other text',
      'offer',
      'hello there',
      'table.code.notOurs',
      'This is not a Stichblock table code.',
      'Das ist kein Tisch-Code von Stichblock.',
    ],
    [
      'the answer where the host’s code belongs',
      'offer',
      encodeCode('answer', SDP),
      'table.code.answerHere',
      'This is the answer of a phone that joins: the host’s phone scans it. Here, scan the code the host’s phone shows under Phones.',
      'Das ist die Antwort eines Handys, das beitritt: Das Handy des Gastgebers scannt sie. Scannt hier den Code, den das Handy des Gastgebers unter „Handys“ zeigt.',
    ],
    [
      'the host’s code where an answer belongs',
      'answer',
      encodeCode('offer', SDP),
      'table.code.offerHere',
      'This is the host’s join code. The host scans the code shown on the phone that joins.',
      'Das ist der Beitritts-Code des Gastgebers. Der Gastgeber scannt den Code auf dem Handy, das beitritt.',
    ],
    [
      'a code cut short',
      'offer',
      encodeCode('offer', SDP).slice(0, 30),
      'table.code.damaged',
      'This code is incomplete or damaged. Scan it again, or copy it whole.',
      'Dieser Code ist unvollständig oder beschädigt. Scannt ihn noch einmal oder kopiert ihn ganz.',
    ],
    [
      'a code with foreign characters',
      'offer',
      'STICHBLOCK-JOIN-ab$cd',
      'table.code.damaged',
      null,
      null,
    ],
    [
      'a description far too long',
      'offer',
      encodeCode('offer', `v=0${'x'.repeat(MAX_SDP)}`),
      'table.code.damaged',
      null,
      null,
    ],
    [
      'a code that is no description',
      'offer',
      encodeCode('offer', 'hello'),
      'table.code.damaged',
      null,
      null,
    ],
  ] as const)('refuses %s, saying what to do', (_, expected, text, key, en, de) => {
    const decoded = decodeCode(expected, text)
    expect(decoded).toEqual({ ok: false, reason: { key } })
    if (!en || !de) return
    expect(say({ key })).toBe(en)
    lang.value = 'de'
    expect(say({ key })).toBe(de)
  })
})

describe('text far longer than a code', () => {
  // The longest description a code carries: MAX_SDP bytes, all of it.
  const longest = `v=0${'x'.repeat(MAX_SDP - 3)}`

  it('is measured from the longest real code, with room for a messenger’s spaces', () => {
    const code = encodeCode('answer', longest)
    expect(code).toHaveLength(LONGEST_CODE)
    expect(encodeCode('offer', longest).length).toBeLessThan(LONGEST_CODE)
    expect(decodeCode('answer', code)).toEqual({ ok: true, sdp: longest })
    // A space or line break after every character is still a code.
    const wrapped = [...code].map((c, i) => (i % 2 ? `${c}\n` : `${c} `)).join('')
    expect(wrapped).toHaveLength(MAX_CODE_TEXT)
    expect(decodeCode('answer', wrapped)).toEqual({ ok: true, sdp: longest })
    // A byte more is no code: MAX_SDP counts bytes, as the limit assumes.
    expect(decodeCode('answer', encodeCode('answer', `${longest}x`))).toEqual({
      ok: false,
      reason: { key: 'table.code.damaged' },
    })
    expect(decodeCode('answer', encodeCode('answer', `v=0${'ä'.repeat(MAX_SDP / 2)}`))).toEqual({
      ok: false,
      reason: { key: 'table.code.damaged' },
    })
  })

  it.each([
    ['one character over the limit', 'x'.repeat(MAX_CODE_TEXT + 1)],
    ['a real code in a pasted megabyte', `${encodeCode('offer', longest)}${' '.repeat(1 << 20)}`],
    ['5 MiB of a code’s alphabet', `STICHBLOCK-JOIN-${'A-'.repeat(5 << 19)}.00000000`],
  ])('is refused as too long: %s', (_, text) => {
    expect(decodeCode('offer', text)).toEqual({ ok: false, reason: { key: 'table.code.tooLong' } })
  })

  it('is refused before anything but its length is read', () => {
    const read: PropertyKey[] = []
    const text = new Proxy(
      { length: MAX_CODE_TEXT + 1 },
      {
        get(target, key) {
          read.push(key)
          return Reflect.get(target, key)
        },
      },
    ) as unknown as string
    expect(decodeCode('offer', text)).toEqual({ ok: false, reason: { key: 'table.code.tooLong' } })
    expect(read).toEqual(['length'])
  })

  it('says so in both languages', () => {
    const key = 'table.code.tooLong'
    expect(say({ key })).toBe(
      'This text is far longer than a table code. Copy only the code, or scan it.',
    )
    lang.value = 'de'
    expect(say({ key })).toBe(
      'Dieser Text ist viel länger als ein Tisch-Code. Kopiert nur den Code oder scannt ihn.',
    )
  })
})

describe('connection refusals (src/table/link.ts)', () => {
  it.each([
    [
      'table.link.badCode',
      'This code does not fit this connection. Start joining again on both phones.',
      'Dieser Code passt nicht zu dieser Verbindung. Beginnt das Beitreten auf beiden Handys neu.',
    ],
    [
      'table.link.timeout',
      'The phones did not connect. Both must be on the same Wi-Fi or hotspot; scan the codes again.',
      'Die Handys haben sich nicht verbunden. Beide müssen im selben WLAN oder Hotspot sein; scannt die Codes noch einmal.',
    ],
    [
      'table.link.failed',
      'This phone could not prepare a connection. Try again.',
      'Dieses Handy konnte keine Verbindung vorbereiten. Versucht es noch einmal.',
    ],
  ])('%s says what to do in both languages', (key, en, de) => {
    expect(say({ key })).toBe(en)
    lang.value = 'de'
    expect(say({ key })).toBe(de)
  })
})
