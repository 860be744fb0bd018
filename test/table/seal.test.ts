// Private messages between two phones (#16): only the phone they are for can read them; the
// host's phone, which passes them on, and any other phone cannot, nor can they be re-addressed.
import { describe, expect, it } from 'vitest'
import { makeKeys, seal, unseal } from '../../src/table/seal'

describe('a sealed message', () => {
  it('is read by the phone it is for, and by no other', async () => {
    const [sleuth, confidant, host] = await Promise.all([makeKeys(), makeKeys(), makeKeys()])
    const route = { from: 1, to: 0 }
    const text = JSON.stringify({ kind: 'guess', culprit: 'gardener', weapon: 'spade' })
    const sealed = await seal(sleuth, confidant.publicKey, route, text)
    expect(JSON.stringify(sealed)).not.toContain('gardener')
    expect(await unseal(confidant, sleuth.publicKey, route, sealed)).toBe(text)
    // The host passes it on, but its own key does not open it.
    expect(await unseal(host, sleuth.publicKey, route, sealed)).toBeNull()
    // Passed off as another seat's, or changed on the way: not opened.
    expect(await unseal(confidant, sleuth.publicKey, { from: 2, to: 0 }, sealed)).toBeNull()
    // Its first character changed: six bits of its first byte, always another byte. (Its last two
    // made "AA" changed nothing now and then: they were "AA" already, or differed only in the
    // bits base64 leaves over after the last byte.)
    const first = sealed.data.startsWith('A') ? 'B' : 'A'
    const changed = { ...sealed, data: `${first}${sealed.data.slice(1)}` }
    expect(await unseal(confidant, sleuth.publicKey, route, changed)).toBeNull()
    // The answer goes back the same way.
    const answer = await seal(confidant, sleuth.publicKey, { from: 0, to: 1 }, '{"solved":true}')
    expect(await unseal(sleuth, confidant.publicKey, { from: 0, to: 1 }, answer)).toBe(
      '{"solved":true}',
    )
  })

  it('is never the same twice, even for the same text', async () => {
    const [a, b] = await Promise.all([makeKeys(), makeKeys()])
    const route = { from: 0, to: 1 }
    const [x, y] = await Promise.all([
      seal(a, b.publicKey, route, 'same'),
      seal(a, b.publicKey, route, 'same'),
    ])
    expect(x.data).not.toBe(y.data)
  })
})
