import { t } from '../i18n'
import { amount, type Result, verdict } from './share'

/** Wide enough to stay sharp in a chat on any phone; the height follows the number of rows. */
const IMAGE_WIDTH = 1080
const PAD = 72
const ROW = 132
const GAP = 18
const HEAD = 348
const FOOT = 200

// The app's dark face: the same picture whatever theme the phone that made it uses.
const C = {
  bg: '#0f1a14',
  surface: '#17261d',
  line: '#2f4638',
  text: '#edf3ee',
  muted: '#aebdb2',
  accent: '#4ade80',
  accentText: '#06210f',
}
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

function imageHeight(result: Result): number {
  const rows = result.rows.length + (result.team === null ? 0 : 1)
  return HEAD + rows * (ROW + GAP) + FOOT
}

/** Shortens `text` with an ellipsis until it fits `width` in the context's current font. */
function shorten(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text
  let cut = text
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

/** `text` at the largest size from `max` down to `min` that fits `width`; shortened below that. */
function sized(
  ctx: CanvasRenderingContext2D,
  text: string,
  width: number,
  weight: number,
  max: number,
  min: number,
): string {
  for (let size = max; size >= min; size -= 2) {
    ctx.font = `${weight} ${size}px ${FONT}`
    if (ctx.measureText(text).width <= width) return text
  }
  return shorten(ctx, text, width)
}

function box(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number) {
  ctx.beginPath()
  ctx.roundRect(x, y, w, h, 28)
  ctx.fill()
}

/** The final table on a canvas IMAGE_WIDTH wide and imageHeight(result) high. */
function drawResult(ctx: CanvasRenderingContext2D, result: Result): void {
  const width = IMAGE_WIDTH
  const inner = width - 2 * PAD
  ctx.fillStyle = C.bg
  ctx.fillRect(0, 0, width, imageHeight(result))
  ctx.textBaseline = 'alphabetic'
  ctx.textAlign = 'left'

  ctx.fillStyle = C.text
  ctx.fillText(sized(ctx, result.game, inner, 700, 76, 56), PAD, PAD + 76)
  ctx.fillStyle = C.muted
  ctx.font = `400 44px ${FONT}`
  ctx.fillText(shorten(ctx, result.date, inner), PAD, PAD + 150)
  ctx.fillStyle = C.accent
  ctx.fillText(sized(ctx, verdict(result), inner, 700, 48, 30), PAD, PAD + 212)

  let y = HEAD
  const rows = result.rows.map((r) => ({
    label: r.name,
    score: r.score === null ? '' : amount(result.measure, r.score),
    winner: r.winner,
  }))
  if (result.team !== null) {
    const score = amount(result.measure, result.team)
    rows.push({ label: t('share.together'), score, winner: false })
  }
  for (const row of rows) {
    ctx.fillStyle = row.winner ? C.accent : C.surface
    box(ctx, PAD, y, inner, ROW)
    const ink = row.winner ? C.accentText : C.text
    const mid = y + ROW / 2 + 20
    ctx.font = `700 56px ${FONT}`
    ctx.textAlign = 'right'
    ctx.fillStyle = ink
    ctx.fillText(row.score, width - PAD - 36, mid)
    const scoreWidth = row.score ? ctx.measureText(row.score).width + 36 : 0
    ctx.textAlign = 'left'
    let x = PAD + 36
    if (row.winner) {
      // A drawn crown: emoji fonts are missing on many systems.
      ctx.beginPath()
      ctx.moveTo(x, mid)
      ctx.lineTo(x, mid - 38)
      ctx.lineTo(x + 14, mid - 20)
      ctx.lineTo(x + 26, mid - 44)
      ctx.lineTo(x + 38, mid - 20)
      ctx.lineTo(x + 52, mid - 38)
      ctx.lineTo(x + 52, mid)
      ctx.closePath()
      ctx.fill()
      x += 76
    }
    const room = width - PAD - 36 - scoreWidth - x - 24
    ctx.fillText(sized(ctx, row.label, room, row.winner ? 700 : 500, 56, 40), x, mid)
    y += ROW + GAP
  }

  ctx.fillStyle = C.muted
  ctx.font = `400 36px ${FONT}`
  ctx.textAlign = 'center'
  ctx.fillText(t('share.by'), width / 2, y + FOOT / 2)
}

/** The result as a PNG, or null where the browser cannot draw one. */
export function resultImage(result: Result): Promise<Blob | null> {
  const canvas = document.createElement('canvas')
  canvas.width = IMAGE_WIDTH
  canvas.height = imageHeight(result)
  let ctx: CanvasRenderingContext2D | null = null
  try {
    ctx = canvas.getContext('2d')
  } catch {
    return Promise.resolve(null)
  }
  if (!ctx) return Promise.resolve(null)
  drawResult(ctx, result)
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'))
}
