// Reading a join code off a picture (#16): a camera frame or a photo of the other phone's screen.
// The phone's own BarcodeDetector where it reads QR codes (Chromium on Android: native, fast, no
// download); elsewhere (Safari, Firefox) paulmillr's qr/decode.js, loaded only when first needed
// so the first load does not carry it. Either way a picture with no code in it is null, not an
// error: a camera loop just tries the next frame.

/** Pixels as a canvas gives them: RGBA, 4 bytes a pixel, row by row. */
export type Picture = ImageData | { width: number; height: number; data: Uint8ClampedArray }

/** How hard to look: a live frame must be quick (the next comes soon), a photo is all there is. */
export type Effort = 'frame' | 'photo'

// Not yet in TypeScript's DOM types (the Shape Detection API).
interface Detector {
  detect(image: Picture): Promise<{ rawValue: string }[]>
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector
  getSupportedFormats(): Promise<string[]>
}

// The check is asked once per BarcodeDetector (a test may put another in its place).
let native: { of: DetectorClass; detector: Promise<Detector | null> } | undefined

function nativeDetector(): Promise<Detector | null> {
  const of = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (!of) return Promise.resolve(null)
  if (native?.of !== of) {
    // Desktop Chromium has the class but no QR support: its list of formats is empty.
    const detector = of
      .getSupportedFormats()
      .then((formats) => (formats.includes('qr_code') ? new of({ formats: ['qr_code'] }) : null))
      .catch(() => null)
    native = { of, detector }
  }
  return native.detector
}

/** The text of the QR code in the picture, or null when there is none that reads. */
export async function readQR(image: Picture, effort: Effort = 'frame'): Promise<string | null> {
  try {
    const detector = await nativeDetector()
    if (detector) return (await detector.detect(image))[0]?.rawValue ?? null
    const { decodeQR } = await import('qr/decode.js')
    // The library's default spends one 60-FPS frame on retries; a photo deserves every retry.
    return decodeQR(image, effort === 'photo' ? { effort: Infinity, timeLimit: Infinity } : {})
  } catch {
    return null
  }
}
