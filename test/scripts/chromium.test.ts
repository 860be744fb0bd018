// The flags every Chromium of the project starts with (scripts/chromium.mjs): Chromium reads only
// the last `--disable-features`, so the project's list must carry Playwright's own whole.
import { describe, expect, it } from 'vitest'
import { CHROME_ARGS, chromeArgs } from '../../scripts/chromium.mjs'

const features = (args: string[]) => {
  const flags = args.filter((a) => a.startsWith('--disable-features='))
  expect(flags).toHaveLength(1)
  return (flags[0] as string).slice('--disable-features='.length).split(',')
}

describe('the project’s Chromium flags', () => {
  it('turn the unseen address-bar popups off in one --disable-features with Playwright’s own', () => {
    const off = features(CHROME_ARGS)
    // Some of what Playwright 1.65 turns off (read from playwright-core itself), and ours.
    expect(off).toEqual(
      expect.arrayContaining(['PaintHolding', 'ThirdPartyStoragePartitioning', 'HttpsUpgrades']),
    )
    expect(off).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']))
    expect(new Set(off).size).toBe(off.length)
  })

  it('add a test’s own features to the same flag', () => {
    const off = features(chromeArgs(['WebRtcHideLocalIpsWithMdns']))
    expect(off).toEqual(
      expect.arrayContaining([...features(CHROME_ARGS), 'WebRtcHideLocalIpsWithMdns']),
    )
  })
})
