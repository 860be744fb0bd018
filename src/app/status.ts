import { signal } from '@preact/signals'
import type { Reason } from '../core/reason'

/** A save that failed: what was not saved, shown until dismissed (see Banners). */
export const saveError = signal<Reason | null>(null)
