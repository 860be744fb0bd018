// A safety code for two phones' keys (#25): private messages are sealed to the key the host's
// `seats` message names, so a host running other code could name its own key instead and read
// along. Both phones compute this code from the two public keys they use, and their players
// compare the screens across the table: the same symbols when both phones have each other's
// genuine key, different ones when the host swapped either. Pure: SHA-256 over the two raw keys
// in a fixed order, so it is the same from either side; 4 symbols of 64 (24 bits), and the same
// 24 bits as 8 digits for a phone that has no emoji font (its symbols would all look alike).
import { fromBase64Url } from './seal'

/**
 * The symbols a code is made of: pictures anyone names at a glance in German and in English,
 * no two alike, each one code point that every engine draws as an emoji.
 */
export const SYMBOLS = [
  ...'🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐔🐧🦆🦉🐴🦄🐝🐞🦋🐢🐍🐙🦀🐟🐬🐳🦈🐘🦒🦓🐌🐪',
  ...'🌵🌲🌻🌹🍄🍎🍋🍌🍇🍓🍒🥕🌽🍕🎈🎁🎲🎸🚲🚗🚀⛵🏠⏰🔑🔔📚🔨💡⚽🎩⚓',
] as const

/** How many symbols a code has. */
const LENGTH = 4

export interface SafetyCode {
  symbols: string[]
  /** The same code as digits, in two groups of four: "0123 4567". */
  digits: string
}

/** The safety code of two phones' public keys (raw, base64url): the same whichever is first. */
export async function safetyCode(a: string, b: string): Promise<SafetyCode> {
  const [x, y] = [fromBase64Url(a), fromBase64Url(b)].sort(compareBytes) as [Uint8Array, Uint8Array]
  const both = new Uint8Array(x.length + y.length)
  both.set(x)
  both.set(y, x.length)
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', both))
  // 6 bits per symbol, from the first 3 bytes of the hash.
  const bits = ((hash[0] ?? 0) << 16) | ((hash[1] ?? 0) << 8) | (hash[2] ?? 0)
  const symbols = Array.from(
    { length: LENGTH },
    (_, i) => SYMBOLS[(bits >> (6 * (LENGTH - 1 - i))) & 63] ?? '',
  )
  const digits = String(bits).padStart(8, '0')
  return { symbols, digits: `${digits.slice(0, 4)} ${digits.slice(4)}` }
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return d
  }
  return a.length - b.length
}
