import type { Browser, LaunchOptions } from 'playwright-core'

export const CHROME_PATH: string
export const CHROME_ARGS: string[]
export const TEST_FLAGS: string[]
export function chromeArgs(disable?: string[]): string[]
export function launchChromium(options?: LaunchOptions): Promise<Browser>
