// The two codes that join a phone to a table (#16): the host's offer and the guest's answer,
// each a WebRTC session description, carried as one QR code or as text pasted through a
// messenger. A code is "STICHBLOCK-<kind>-<payload>.<check>": the word says what it is to a
// person who sees it in a chat, the kind which step it belongs to, the payload the description
// itself in base64url (no characters a messenger or a QR reader might change), the check a hash
// of it, so a code cut short or mistyped is refused instead of failing later. Pure: no RTC, no DOM.
import type { Reason } from '../core/reason'

export type CodeKind = 'offer' | 'answer'

const PREFIX = 'STICHBLOCK'
const KINDS: Record<CodeKind, string> = { offer: 'JOIN', answer: 'ANSWER' }
/** A description of one data channel over host candidates is well under this many bytes. */
export const MAX_SDP = 4096

/** How many base64url characters (unpadded) carry this many bytes. */
const base64Length = (bytes: number) => Math.ceil((bytes * 4) / 3)

/** The check: 8 hex digits. */
const CHECK_LENGTH = 8

/** The longest code `encodeCode` makes of a description `decodeCode` takes (MAX_SDP bytes). */
export const LONGEST_CODE =
  `${PREFIX}--.`.length +
  Math.max(...Object.values(KINDS).map((kind) => kind.length)) +
  base64Length(MAX_SDP) +
  CHECK_LENGTH

/**
 * The longest text taken as a code: the longest code with as many spaces and line breaks again as
 * a messenger might add (one after every character). Anything longer is refused at once, before
 * it is even searched for spaces: a pasted megabyte must not hold up the page.
 */
export const MAX_CODE_TEXT = 2 * LONGEST_CODE

const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The text of at most MAX_SDP bytes in base64url; null if it is not that. */
const fromBase64Url = (text: string): string | null => {
  if (text.length > base64Length(MAX_SDP) || !/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    if (bytes.length > MAX_SDP) return null
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/** FNV-1a over the text's UTF-16 units, as 8 hex digits. */
function check(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(CHECK_LENGTH, '0')
}

/** A session description as a code of this kind. */
export function encodeCode(kind: CodeKind, sdp: string): string {
  return `${PREFIX}-${KINDS[kind]}-${toBase64Url(sdp)}.${check(sdp)}`
}

export type DecodedCode = { ok: true; sdp: string } | { ok: false; reason: Reason }

/**
 * The session description in a scanned or pasted code, if it is a code of the kind expected
 * here; otherwise why not, in words a player can act on: not a Stichblock code, the other step's
 * code (the guest's answer where the host's offer belongs, or the other way round), damaged, or
 * far too long to be a code (over MAX_CODE_TEXT: refused before anything else looks at it).
 * Spaces and line breaks a messenger may add are ignored.
 */
export function decodeCode(expected: CodeKind, text: string): DecodedCode {
  if (text.length > MAX_CODE_TEXT) return { ok: false, reason: { key: 'table.code.tooLong' } }
  const code = text.replace(/\s+/g, '')
  const [prefix, kind, payload, ...rest] = code.split('-')
  if (prefix?.toUpperCase() !== PREFIX || payload === undefined) {
    return { ok: false, reason: { key: 'table.code.notOurs' } }
  }
  const other: CodeKind = expected === 'offer' ? 'answer' : 'offer'
  if (kind === KINDS[other]) return { ok: false, reason: { key: `table.code.${other}Here` } }
  if (kind !== KINDS[expected]) return { ok: false, reason: { key: 'table.code.notOurs' } }
  // base64url has "-" in its alphabet: the payload is everything after the second dash.
  const [body = '', sum, ...more] = [payload, ...rest].join('-').split('.')
  const sdp = more.length === 0 ? fromBase64Url(body) : null
  if (sdp === null || !sdp.startsWith('v=0') || sum !== check(sdp)) {
    return { ok: false, reason: { key: 'table.code.damaged' } }
  }
  return { ok: true, sdp }
}
