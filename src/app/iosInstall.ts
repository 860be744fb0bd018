import { signal } from '@preact/signals'

// iOS has no install prompt, and Safari deletes a site's data after 7 days without a visit
// unless the site was added to the Home Screen. So on an iPhone or iPad that has not installed
// the app, the home screen explains "Share, then Add to Home Screen", once: "Got it" ends it for
// good. In localStorage like the settings: losing the flag costs one more explanation.
const KEY = 'stichblock.iosHint'

interface Device {
  userAgent: string
  maxTouchPoints: number
  /** Safari's own flag for a page opened from the Home Screen. */
  standalone?: boolean
}

/** iPhone, iPod, or an iPad (which since iPadOS 13 says "Macintosh" but has a touch screen). */
export function isIos({ userAgent, maxTouchPoints }: Device): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

/** Opened from the Home Screen: installed, safe from the 7-day deletion. */
export function isInstalled(device: Device, standaloneDisplay: boolean): boolean {
  return device.standalone === true || standaloneDisplay
}

function seen(): boolean {
  try {
    return localStorage.getItem(KEY) === 'seen'
  } catch {
    return false
  }
}

/** The explanation has been read ("Got it"). */
const iosHintSeen = signal(typeof localStorage === 'undefined' ? true : seen())

export function dismissIosHint(): void {
  iosHintSeen.value = true
  try {
    localStorage.setItem(KEY, 'seen')
  } catch {
    // Private mode: the explanation comes back next time, which does no harm.
  }
}

/** Whether this phone should be told how to install the app. */
export function shouldExplainInstall(): boolean {
  if (iosHintSeen.value || typeof navigator === 'undefined') return false
  const device = navigator as unknown as Device
  const standalone = matchMedia('(display-mode: standalone)').matches
  return isIos(device) && !isInstalled(device, standalone)
}
