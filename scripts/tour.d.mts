// Types for tour.mjs, the walk through every screen shared by the tests and `npm run screens`.
import type { Page } from 'playwright-core'

export const SCREENS: readonly string[]
export function tour(page: Page, visit: (name: string) => Promise<void>): Promise<void>
export const SFS_SCREENS: readonly string[]
export function sfsTour(page: Page, visit: (name: string) => Promise<void>): Promise<void>
