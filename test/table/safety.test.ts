// The safety code two phones compare across the table (#25): the same on both phones when each
// has the other's genuine key, different when the host named another key for either.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SYMBOLS, safetyCode } from '../../src/table/safety'
import { makeKeys } from '../../src/table/seal'

/** A raw P-256 public key's length, in bytes; the code hashes any bytes alike. */
const KEY_BYTES = 65
const key = fc
  .uint8Array({ minLength: KEY_BYTES, maxLength: KEY_BYTES })
  .map((bytes) => Buffer.from(bytes).toString('base64url'))

describe('the safety code', () => {
  it('is 4 symbols of 64 distinct ones, and the same bits as 8 digits', async () => {
    expect(new Set(SYMBOLS).size).toBe(64)
    const [a, b] = await Promise.all([makeKeys(), makeKeys()])
    const { symbols, digits } = await safetyCode(a.publicKey, b.publicKey)
    expect(symbols).toHaveLength(4)
    for (const symbol of symbols) expect(SYMBOLS).toContain(symbol)
    expect(digits).toMatch(/^\d{4} \d{4}$/)
    // The digits carry the symbols' 24 bits: each symbol is 6 of them, in order.
    const bits = Number(digits.replace(' ', ''))
    expect(symbols).toEqual([18, 12, 6, 0].map((shift) => SYMBOLS[(bits >> shift) & 63]))
  })

  it('is the same on both phones of a pair, and differs when the host swapped a key', async () => {
    const [sleuth, confidant, host] = await Promise.all([makeKeys(), makeKeys(), makeKeys()])
    // Each phone computes it from its own key and the key the host named for the other.
    const onSleuth = await safetyCode(sleuth.publicKey, confidant.publicKey)
    const onConfidant = await safetyCode(confidant.publicKey, sleuth.publicKey)
    expect(onSleuth).toEqual(onConfidant)
    // The host named its own key to the sleuth as the confidant's: the screens differ.
    expect(await safetyCode(sleuth.publicKey, host.publicKey)).not.toEqual(onConfidant)
  })

  it('is symmetric, and changes when either key is another (property)', async () => {
    await fc.assert(
      fc.asyncProperty(key, key, key, async (a, b, c) => {
        fc.pre(c !== a && c !== b)
        const ab = await safetyCode(a, b)
        expect(await safetyCode(b, a)).toEqual(ab)
        // 24 bits: two keys agree by chance once in 16.7 million pairs.
        expect((await safetyCode(a, c)).digits).not.toBe(ab.digits)
        expect((await safetyCode(c, b)).digits).not.toBe(ab.digits)
      }),
    )
  })
})
