import { useEffect, useRef, useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { MAX_CODE_TEXT } from '../../../table/code'
import { Alert } from '../../../ui/Alert'
import { readQR } from './scan'
import './scanner.css'
import '../../tableStrings'

interface Props {
  /** Called once, with the first code `accept` takes; the camera is off by then. */
  onCode: (text: string) => void
  /** Whether a code read is the one wanted here; others are passed over and scanning goes on. */
  accept?: (text: string) => boolean
  /** What the camera is looking for, as a screen reader names the live picture. */
  label: string
  /**
   * A low strip of the picture, not a square, where the scanner shares the screen with a code
   * to show: it is only for aiming, and every read takes the camera's whole frame anyway.
   */
  compact?: boolean
}

type CameraProblem = 'table.scan.noCamera' | 'table.scan.denied'

/** A few reads a second: enough to catch a steady hand, little enough to keep a phone cool. */
const EVERY_MS = 250
/** A photo is scaled down to this: a 12-megapixel picture is slow and no easier to read. */
const MAX_SIDE = 2048
const always = () => true

/** The picture's pixels through `canvas`, no side over MAX_SIDE; null without a 2D canvas. */
function pixels(
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
) {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height))
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)]
  // Setting a canvas's size clears it and its buffers: only when a frame's size changes.
  if (canvas.width !== w) canvas.width = w
  if (canvas.height !== h) canvas.height = h
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  context.drawImage(source, 0, 0, w, h)
  return context.getImageData(0, 0, w, h)
}

/**
 * The rear camera, reading QR codes until one is accepted (#16), and a button to photograph the
 * code instead: a phone whose browser cannot show the camera here can still take a picture.
 */
export function QrScanner({ onCode, accept = always, label, compact = false }: Props) {
  const video = useRef<HTMLVideoElement>(null)
  const [camera, setCamera] = useState<CameraProblem | null>(null)
  const [photo, setPhoto] = useState<'reading' | 'none' | 'other' | null>(null)
  // The newest props, so a parent's new functions on each render do not restart the camera.
  const latest = useRef({ onCode, accept })
  latest.current = { onCode, accept }
  const done = useRef(false)
  const gone = useRef(false)
  const stopCamera = useRef(() => {})

  /**
   * Takes the code if it is the one wanted: then the camera stops and onCode hears it, once. A
   * text far longer than any code is passed over before anything looks into it.
   */
  const take = (text: string | null): boolean => {
    if (done.current || gone.current || text === null || text.length > MAX_CODE_TEXT) return false
    if (!latest.current.accept(text)) return false
    done.current = true
    stopCamera.current()
    latest.current.onCode(text)
    return true
  }

  useEffect(() => {
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let over = false
    let shown: HTMLVideoElement | null = null
    const canvas = document.createElement('canvas')
    const stop = () => {
      over = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
      if (shown) shown.srcObject = null // not the ref: it is empty by the time a cleanup runs
    }
    stopCamera.current = stop
    const unmount = () => {
      gone.current = true
      stop()
    }
    // One read at a time: the next is planned only when this one has answered.
    const scan = async () => {
      let text: string | null = null
      try {
        const view = video.current
        // 2 is HAVE_CURRENT_DATA: a frame to draw, not just the stream's size.
        if (view && view.readyState >= 2 && view.videoWidth > 0) {
          const frame = pixels(canvas, view, view.videoWidth, view.videoHeight)
          if (frame) text = await readQR(frame)
        }
      } catch {
        // A frame that could not be drawn (the camera turning off): the next one may be fine.
      }
      if (over || take(text)) return
      timer = setTimeout(scan, EVERY_MS)
    }

    const media = navigator.mediaDevices
    if (!media?.getUserMedia) {
      setCamera('table.scan.noCamera')
      return unmount
    }
    media
      // A join code is a dense QR code (version 18 to 38): it needs more than the usual 480 lines.
      // `ideal` asks for them without refusing a camera that has fewer.
      .getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      })
      .then(
        (granted) => {
          stream = granted
          if (over) return stop() // gone before the camera came: let it go at once
          shown = video.current
          if (shown) {
            shown.srcObject = granted
            shown.play().catch(() => {}) // autoplay does it too; a refusal here changes nothing
          }
          timer = setTimeout(scan, EVERY_MS)
        },
        (error: unknown) => {
          if (over) return
          const denied = (error as { name?: unknown } | null)?.name === 'NotAllowedError'
          setCamera(denied ? 'table.scan.denied' : 'table.scan.noCamera')
        },
      )
    return unmount
  }, [])

  const onPhoto = async (event: Event) => {
    const input = event.currentTarget as HTMLInputElement
    const file = input.files?.[0]
    if (!file) return
    setPhoto('reading')
    let text: string | null = null
    try {
      const bitmap = await createImageBitmap(file)
      const image = pixels(document.createElement('canvas'), bitmap, bitmap.width, bitmap.height)
      bitmap.close()
      if (image) text = await readQR(image, 'photo')
    } catch {
      // Not a picture this browser can open: no code in it either.
    }
    input.value = '' // the same photo can be chosen again
    if (done.current || gone.current) return
    if (take(text)) return setPhoto(null)
    setPhoto(text === null ? 'none' : 'other')
  }

  return (
    <div class={compact ? 'scanner compact' : 'scanner'}>
      {camera ? (
        <Alert>{t(camera)}</Alert>
      ) : (
        <video ref={video} class="scanner-view" aria-label={label} muted playsInline autoplay />
      )}
      <label class="btn big file">
        {t('table.scan.photo')}
        <input type="file" accept="image/*" capture="environment" onChange={onPhoto} />
      </label>
      {photo === 'reading' && (
        <p class="message" role="status">
          {t('table.scan.reading')}
        </p>
      )}
      {photo === 'none' && <Alert>{t('table.scan.photoNone')}</Alert>}
      {photo === 'other' && <Alert>{t('table.scan.photoOther')}</Alert>}
    </div>
  )
}
