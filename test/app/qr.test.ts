// Join codes as QR codes (#16): what lean-qr makes reads back, whole, with a decoder of its own
// (jsQR, used by the tests only), for codes as long as a real join code.
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { QUIET, qrOf } from '../../src/app/screens/table/qr'
import { encodeCode } from '../../src/table/code'

/** The QR code as a picture: `scale` pixels a module, a quiet zone around it, black on white. */
function picture(text: string, scale = 4) {
  const qr = qrOf(text)
  const side = (qr.size + 2 * QUIET) * scale
  const data = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const [mx, my] = [Math.floor(x / scale) - QUIET, Math.floor(y / scale) - QUIET]
      if (!qr.dark(mx, my)) continue
      const i = (y * side + x) * 4
      data[i] = data[i + 1] = data[i + 2] = 0
    }
  }
  return { qr, data, side }
}

describe('join codes as QR codes', () => {
  it.each([
    ['a short code', 'STICHBLOCK-JOIN-abc.0123abcd'],
    // A description as Chromium makes it for one data channel is 500–900 characters.
    ['a code as long as a real one', encodeCode('offer', `v=0\r\n${'a=x:y\r\n'.repeat(140)}`)],
  ])('reads back %s whole', (_, text) => {
    const { qr, data, side } = picture(text)
    expect(qr.path.length).toBeGreaterThan(0)
    expect(jsQR(data, side, side)?.data).toBe(text)
  })
})
