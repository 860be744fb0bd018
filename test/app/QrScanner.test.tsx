// The QR scanner (#16) as a player meets it: a camera that cannot be used or was not allowed is
// said in words, the camera goes off when the scanner leaves or a code is taken, the first
// accepted code is handed on once, and a photo with no code in it is said so.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QrScanner } from '../../src/app/screens/table/QrScanner'
import { readQR } from '../../src/app/screens/table/scan'
import { lang } from '../../src/i18n'
import '../../src/app/tableStrings'

vi.mock('../../src/app/screens/table/scan', () => ({ readQR: vi.fn(async () => null) }))
const read = vi.mocked(readQR)

const CODE = 'STICHBLOCK-JOIN-abc.0123abcd'

/** A camera stream whose tracks (picture and, say, a second lens) remember being stopped. */
function fakeStream() {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }]
  const stream = Object.assign(new MediaStream(), { getTracks: () => tracks })
  return { tracks, stream: stream as unknown as MediaStream }
}

/** The phone's camera API, or none. */
function mediaDevices(value: Partial<MediaDevices> | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true })
}

/** A 2D canvas, which happy-dom does not draw: every picture is the same blank pixels. */
function fakeCanvas() {
  const context = {
    drawImage: vi.fn(),
    getImageData: (_x: number, _y: number, width: number, height: number) => ({
      width,
      height,
      data: new Uint8ClampedArray(width * height * 4),
    }),
  }
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  )
  return context
}

/** Picks a photo in the photo button, as the phone's camera app would hand it back. */
function takePhoto() {
  const input = screen.getByLabelText<HTMLInputElement>('Take a photo of the code')
  const file = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' })
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  fireEvent.change(input)
}

const cameraLabel = 'Scan the host’s code'

beforeEach(() => {
  lang.value = 'en'
  read.mockReset()
  read.mockResolvedValue(null)
})
afterEach(() => {
  mediaDevices(undefined)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  lang.value = 'en'
})

describe('a camera that cannot be used', () => {
  it('says so where the phone has no camera API, and still offers the photo', async () => {
    mediaDevices(undefined)
    render(<QrScanner onCode={() => {}} label={cameraLabel} />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This phone’s camera cannot be used here. Paste the code below instead.',
    )
    expect(screen.queryByLabelText(cameraLabel)).toBeNull()
    expect(screen.getByLabelText('Take a photo of the code')).toHaveProperty('type', 'file')
  })

  it('says it in German too', async () => {
    lang.value = 'de'
    mediaDevices(undefined)
    render(<QrScanner onCode={() => {}} label="Code des Gastgebers scannen" />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Kamera dieses Handys lässt sich hier nicht nutzen. Fügt den Code stattdessen unten ein.',
    )
    expect(screen.getByLabelText('Code fotografieren')).toBeTruthy()
  })

  it('says where the camera was not allowed', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError')
    })
    mediaDevices({ getUserMedia })
    render(<QrScanner onCode={() => {}} label={cameraLabel} />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The camera was not allowed. Allow it in the browser’s settings, or paste the code below.',
    )
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        video: expect.objectContaining({ facingMode: 'environment' }),
        audio: false,
      }),
    )
  })

  it('says where the phone has no camera at all', async () => {
    mediaDevices({
      getUserMedia: async () => {
        throw new DOMException('Requested device not found', 'NotFoundError')
      },
    })
    render(<QrScanner onCode={() => {}} label={cameraLabel} />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This phone’s camera cannot be used here. Paste the code below instead.',
    )
  })
})

describe('the camera', () => {
  it('shows the live picture and stops every track when the scanner leaves', async () => {
    const { tracks, stream } = fakeStream()
    mediaDevices({ getUserMedia: async () => stream })
    const { unmount } = render(<QrScanner onCode={() => {}} label={cameraLabel} />)
    const video = screen.getByLabelText<HTMLVideoElement>(cameraLabel)
    await waitFor(() => expect(video.srcObject).toBe(stream))
    expect(video.muted).toBe(true)
    expect(tracks[0]?.stop).not.toHaveBeenCalled()
    unmount()
    // Preact runs an effect's cleanup after the next paint, as React does.
    await waitFor(() => {
      for (const track of tracks) expect(track.stop).toHaveBeenCalledTimes(1)
    })
    expect(video.srcObject).toBeNull()
  })

  it('lets go of a camera that comes after the scanner left', async () => {
    const { tracks, stream } = fakeStream()
    let grant = (_: MediaStream) => {}
    mediaDevices({ getUserMedia: () => new Promise((resolve) => (grant = resolve)) })
    const { unmount } = render(<QrScanner onCode={() => {}} label={cameraLabel} />)
    unmount()
    grant(stream)
    await waitFor(() => {
      for (const track of tracks) expect(track.stop).toHaveBeenCalledTimes(1)
    })
  })

  it('hands on the first code accepted, once, passing over others, and then stops', async () => {
    fakeCanvas()
    const { tracks, stream } = fakeStream()
    mediaDevices({ getUserMedia: async () => stream })
    read.mockResolvedValueOnce(null).mockResolvedValueOnce('https://example.com')
    read.mockResolvedValue(CODE)
    const onCode = vi.fn()
    render(
      <QrScanner
        onCode={onCode}
        accept={(text) => text.startsWith('STICHBLOCK-')}
        label={cameraLabel}
      />,
    )
    const video = screen.getByLabelText<HTMLVideoElement>(cameraLabel)
    // A playing camera: happy-dom's video never has a frame of its own.
    Object.defineProperty(video, 'readyState', { value: 4 })
    Object.defineProperty(video, 'videoWidth', { value: 640 })
    Object.defineProperty(video, 'videoHeight', { value: 480 })
    await waitFor(() => expect(onCode).toHaveBeenCalled())
    expect(onCode).toHaveBeenCalledWith(CODE)
    for (const track of tracks) expect(track.stop).toHaveBeenCalledTimes(1)
    const reads = read.mock.calls.length
    expect(reads).toBe(3)
    await new Promise((wait) => setTimeout(wait, 600))
    expect(read).toHaveBeenCalledTimes(reads)
    expect(onCode).toHaveBeenCalledTimes(1)
  })
})

describe('a photo of the code', () => {
  beforeEach(() => mediaDevices(undefined))

  it('says when there is no code in it', async () => {
    fakeCanvas()
    const close = vi.fn()
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4000, height: 3000, close })),
    )
    const onCode = vi.fn()
    render(<QrScanner onCode={onCode} label={cameraLabel} />)
    takePhoto()
    await screen.findByText('No code found in this photo. Try again, closer and sharper.')
    expect(screen.getByText('No code found in this photo. Try again, closer and sharper.')).toBe(
      screen.getAllByRole('alert').at(-1),
    )
    // Scaled down to 2048 px on its long side, read with every retry, and let go.
    expect(read).toHaveBeenCalledWith(
      expect.objectContaining({ width: 2048, height: 1536 }),
      'photo',
    )
    expect(close).toHaveBeenCalled()
    expect(onCode).not.toHaveBeenCalled()
  })

  it('says no code where the picture cannot be opened', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError')
      }),
    )
    render(<QrScanner onCode={() => {}} label={cameraLabel} />)
    takePhoto()
    await screen.findByText('No code found in this photo. Try again, closer and sharper.')
  })

  it('hands on its code when accepted, and says when the code is not the one wanted', async () => {
    fakeCanvas()
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 800, height: 600, close() {} })),
    )
    read.mockResolvedValue('STICHBLOCK-ANSWER-abc.0123abcd')
    const onCode = vi.fn()
    render(
      <QrScanner
        onCode={onCode}
        accept={(text) => text.startsWith('STICHBLOCK-JOIN-')}
        label={cameraLabel}
      />,
    )
    takePhoto()
    await screen.findByText('The code in this photo is not the one needed here.')
    expect(onCode).not.toHaveBeenCalled()
    read.mockResolvedValue(CODE)
    takePhoto()
    await waitFor(() => expect(onCode).toHaveBeenCalledWith(CODE))
    expect(screen.queryByText('The code in this photo is not the one needed here.')).toBeNull()
  })

  it('passes over a text far longer than any code before anything looks into it', async () => {
    fakeCanvas()
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 800, height: 600, close() {} })),
    )
    read.mockResolvedValue(`STICHBLOCK-JOIN-${'A'.repeat(5 << 20)}`)
    const accept = vi.fn(() => true)
    const onCode = vi.fn()
    render(<QrScanner onCode={onCode} accept={accept} label={cameraLabel} />)
    takePhoto()
    await screen.findByText('The code in this photo is not the one needed here.')
    expect(accept).not.toHaveBeenCalled()
    expect(onCode).not.toHaveBeenCalled()
  })
})
