// Reading join codes (#16): what lean-qr draws, readQR reads back whole through qr/decode.js
// (happy-dom has no BarcodeDetector), an empty picture is null, and a phone's own
// BarcodeDetector is used when it reads QR codes.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QUIET, qrOf } from '../../src/app/screens/table/qr'
import { readQR } from '../../src/app/screens/table/scan'

/** The QR code as RGBA pixels: `scale` pixels a module, a quiet zone around it, black on white. */
function picture(text: string, scale = 4) {
  const qr = qrOf(text)
  const side = (qr.size + 2 * QUIET) * scale
  const data = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (!qr.dark(Math.floor(x / scale) - QUIET, Math.floor(y / scale) - QUIET)) continue
      const i = (y * side + x) * 4
      data[i] = data[i + 1] = data[i + 2] = 0
    }
  }
  return { width: side, height: side, data }
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** A join code with `n` payload characters, the same on every run. */
function joinCode(n: number): string {
  let seed = n
  let payload = ''
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    payload += BASE64URL[seed % 64]
  }
  return `STICHBLOCK-JOIN-${payload}.0123abcd`
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('readQR', () => {
  it.each([
    ['a join code as long as a real one', joinCode(700)],
    ['the longest join code', joinCode(2000)],
  ])('reads %s back whole', async (_, text) => {
    expect(await readQR(picture(text))).toBe(text)
  })

  it('reads a photo with every retry', async () => {
    const text = joinCode(700)
    expect(await readQR(picture(text), 'photo')).toBe(text)
  })

  it('finds nothing in a blank picture', async () => {
    const data = new Uint8ClampedArray(200 * 200 * 4).fill(255)
    expect(await readQR({ width: 200, height: 200, data })).toBeNull()
  })

  it('uses the phone’s own BarcodeDetector when it reads QR codes', async () => {
    const detect = vi.fn(async () => [{ rawValue: 'STICHBLOCK-JOIN-native.0123abcd' }])
    const made: unknown[] = []
    class BarcodeDetector {
      static getSupportedFormats = vi.fn(async () => ['ean_13', 'qr_code'])
      detect = detect
      constructor(options: unknown) {
        made.push(options)
      }
    }
    vi.stubGlobal('BarcodeDetector', BarcodeDetector)
    const blank = { width: 8, height: 8, data: new Uint8ClampedArray(8 * 8 * 4) }
    expect(await readQR(blank)).toBe('STICHBLOCK-JOIN-native.0123abcd')
    detect.mockResolvedValueOnce([])
    expect(await readQR(blank)).toBeNull()
    // Asked once, made once.
    expect(BarcodeDetector.getSupportedFormats).toHaveBeenCalledTimes(1)
    expect(made).toEqual([{ formats: ['qr_code'] }])
    expect(detect).toHaveBeenCalledWith(blank)
  })

  it('reads with the library where the BarcodeDetector knows no QR codes', async () => {
    const detect = vi.fn(async () => [{ rawValue: 'wrong' }])
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['ean_13']
        detect = detect
      },
    )
    const text = joinCode(700)
    expect(await readQR(picture(text))).toBe(text)
    expect(detect).not.toHaveBeenCalled()
  })

  it('takes a failing BarcodeDetector as no code', async () => {
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['qr_code']
        detect = async () => {
          throw new DOMException('busy', 'InvalidStateError')
        }
      },
    )
    expect(await readQR(picture(joinCode(20)))).toBeNull()
  })
})
