// A join code as a QR code (#16), made by lean-qr (no QR code written by hand here): the modules
// as one SVG path, drawn by the screen that shows it. Error correction M: a code photographed
// off a phone's screen at a kitchen table, a little glare or a thumb on a corner, still reads.
import { correction, generate } from 'lean-qr'
import { toSvgPath } from 'lean-qr/extras/svg'

export interface QrImage {
  /** Modules per side, without the quiet zone. */
  size: number
  /** The dark modules, for an SVG `<path d>` in a viewBox of `size` (plus the quiet zone). */
  path: string
  /** Whether the module at (x, y) is dark: for tests, and for anything that draws it otherwise. */
  dark(x: number, y: number): boolean
}

/** The quiet zone around the code that readers need, in modules. */
export const QUIET = 4

export function qrOf(text: string): QrImage {
  const code = generate(text, { minCorrectionLevel: correction.M })
  return { size: code.size, path: toSvgPath(code), dark: (x, y) => code.get(x, y) }
}
