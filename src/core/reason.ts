// A rule-breaking entry comes back as a value, never as an exception the UI has to catch.
// The reason is a message key plus parameters, so the UI can say it in the player's language.

export type Params = Record<string, string | number>

export interface Reason {
  key: string
  params?: Params
}

export type Applied<S> = { ok: true; state: S } | { ok: false; reason: Reason }

export const accept = <S>(state: S): Applied<S> => ({ ok: true, state })

export const reject = <S>(key: string, params?: Params): Applied<S> =>
  params ? { ok: false, reason: { key, params } } : { ok: false, reason: { key } }

/**
 * Thrown by the public rule functions (judgeTrick, settleHand, ...) that outside tests call.
 * `message` is plain English for those callers; `reason` is what the UI translates.
 */
export class RuleError extends Error {
  readonly reason: Reason
  constructor(reason: Reason, message: string) {
    super(message)
    this.name = 'RuleError'
    this.reason = reason
  }
}

/** Fills `{name}` placeholders; shared by every dictionary. */
export function format(template: string, params?: Params): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/**
 * Reasons about a seat carry `seat`; this puts that seat's name into {player}. Rules know seats,
 * not names; callers without names (the thrown public functions) get "Player n".
 */
export function named(reason: Reason, names: readonly string[]): Reason {
  const seat = reason.params?.seat
  if (typeof seat !== 'number') return reason
  return { ...reason, params: { ...reason.params, player: names[seat] ?? `Player ${seat + 1}` } }
}
