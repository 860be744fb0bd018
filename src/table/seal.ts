// Private messages between two phones at a table (#16), sealed end to end: a sleuth's guess to
// the confidant's phone, its answer back. They travel through the host's phone (the only phone
// every guest is connected to), which passes them on without being able to read them. Each phone
// makes an ECDH key pair on joining (P-256, the private key never extractable) and tells the table
// its public key with its seat; two phones derive the same AES-GCM key from their own private key
// and the other's public one. The seats are bound into each message, so a message cannot be passed
// off as another seat's. WebCrypto only: every engine the app runs in has it.

const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const

export interface Keys {
  /** The public key, raw, in base64url: what the table is told. */
  publicKey: string
  privateKey: CryptoKey
}

export interface Sealed {
  iv: string
  data: string
}

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/** This phone's key pair for one table. */
export async function makeKeys(): Promise<Keys> {
  const pair = await crypto.subtle.generateKey(CURVE, false, ['deriveKey'])
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  return { publicKey: toBase64Url(raw), privateKey: pair.privateKey }
}

/**
 * True if `key` is a P-256 public key another phone could seal to: a phone that says its key is
 * something else (the right length, but no point on the curve) is refused a seat, so no phone's
 * page ever fails on it.
 */
export async function validKey(key: string): Promise<boolean> {
  try {
    await crypto.subtle.importKey('raw', fromBase64Url(key), CURVE, false, [])
    return true
  } catch {
    return false
  }
}

const shared = new WeakMap<CryptoKey, Map<string, Promise<CryptoKey>>>()

/** The key two phones share: the same on both, from either side's private and the other's public key. */
function keyWith(mine: CryptoKey, theirs: string): Promise<CryptoKey> {
  let known = shared.get(mine)
  if (!known) {
    known = new Map()
    shared.set(mine, known)
  }
  let key = known.get(theirs)
  if (!key) {
    key = crypto.subtle
      .importKey('raw', fromBase64Url(theirs), CURVE, false, [])
      .then((pub) =>
        crypto.subtle.deriveKey(
          { name: 'ECDH', public: pub },
          mine,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      )
    known.set(theirs, key)
  }
  return key
}

const bound = (from: number, to: number) => new TextEncoder().encode(`stichblock:${from}>${to}`)

/** `text` from seat `from` to seat `to`, readable only by the phone holding `theirs`' private key. */
export async function seal(
  keys: Keys,
  theirs: string,
  route: { from: number; to: number },
  text: string,
): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await keyWith(keys.privateKey, theirs)
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: bound(route.from, route.to) },
    key,
    new TextEncoder().encode(text),
  )
  return { iv: toBase64Url(iv), data: toBase64Url(new Uint8Array(data)) }
}

/** The text of a sealed message from the phone with public key `theirs`, or null if it is not one. */
export async function unseal(
  keys: Keys,
  theirs: string,
  route: { from: number; to: number },
  sealed: Sealed,
): Promise<string | null> {
  try {
    const key = await keyWith(keys.privateKey, theirs)
    const text = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64Url(sealed.iv),
        additionalData: bound(route.from, route.to),
      },
      key,
      fromBase64Url(sealed.data),
    )
    return new TextDecoder().decode(text)
  } catch {
    return null
  }
}
