// The Stich für Stich deck and the trick: what a card is, which cards can share a trick, who wins.
import type { Reason } from '../../../core/reason'

export type Suspect = 'influencer' | 'hairdresser' | 'gardener' | 'mechanic'
export type Weapon = 'revolver' | 'statue' | 'spade' | 'knife' | 'pillow' | 'poison' | 'ax'
export type SfsCard =
  | { kind: 'card'; suspect: Suspect; weapon: Weapon; number: number } // number 1..13
  | { kind: 'phantom' } // number 0, a culprit trump
export type Secret = { culprit: Suspect; weapon: Weapon }

export const SUSPECTS: readonly Suspect[] = ['influencer', 'hairdresser', 'gardener', 'mechanic']
export const WEAPONS: readonly Weapon[] = [
  'revolver',
  'statue',
  'spade',
  'knife',
  'pillow',
  'poison',
  'ax',
]
const PHANTOMS = 3
export const MAX_NUMBER = 13

export const isSuspect = (x: unknown): x is Suspect => SUSPECTS.includes(x as Suspect)
export const isWeapon = (x: unknown): x is Weapon => WEAPONS.includes(x as Weapon)
export const isSecret = (x: unknown): x is Secret =>
  typeof x === 'object' &&
  x !== null &&
  isSuspect((x as Secret).culprit) &&
  isWeapon((x as Secret).weapon)

/** The number printed on a card; a phantom shows 0. */
export const cardNumber = (card: SfsCard): number => (card.kind === 'phantom' ? 0 : card.number)

/** Strongest first: full > weapon > culprit > none. */
export type TrumpClass = 'full' | 'weapon' | 'culprit' | 'none'
const POWER: Record<TrumpClass, number> = { full: 3, weapon: 2, culprit: 1, none: 0 }

/** A phantom stands for the culprit, never for the weapon. */
export function trumpClass(card: SfsCard, secret: Secret): TrumpClass {
  if (card.kind === 'phantom') return 'culprit'
  const culprit = card.suspect === secret.culprit
  const weapon = card.weapon === secret.weapon
  if (culprit && weapon) return 'full'
  if (weapon) return 'weapon'
  return culprit ? 'culprit' : 'none'
}

export interface SfsVerdict {
  /** Index into the trick of the winning card. */
  winner: number
  by: TrumpClass
  /** The winning card's number; 0 for a phantom. */
  number: number
  /** won a tie of equal cards by being played first */
  firstPlayed: boolean
}

/** For a trick and secret that passed validation. Equal cards: the one played first. */
export function verdict(played: readonly SfsCard[], secret: Secret): SfsVerdict {
  const rank = (card: SfsCard) => POWER[trumpClass(card, secret)] * 100 + cardNumber(card)
  const ranks = played.map(rank)
  const best = Math.max(...ranks)
  const winner = ranks.indexOf(best)
  const card = played[winner]
  if (!card) throw new Error('verdict needs a validated, non-empty trick')
  return {
    winner,
    by: trumpClass(card, secret),
    number: cardNumber(card),
    firstPlayed: ranks.indexOf(best, winner + 1) !== -1,
  }
}

/** A number as it was entered, for the message; objects and the like become '?'. */
const shown = (x: unknown): string =>
  typeof x === 'number' || typeof x === 'string' ? String(x) : '?'

/** The first thing wrong with one entered card, or null; `n` is its position from 1. */
function checkCard(card: unknown, n: number): Reason | null {
  if (typeof card !== 'object' || card === null) return { key: 'sfs.badCard', params: { n } }
  const c = card as Record<string, unknown>
  if (c.kind === 'phantom') {
    const plain = c.suspect === undefined && c.weapon === undefined
    return plain && (c.number === undefined || c.number === 0)
      ? null
      : { key: 'sfs.phantomWeapon', params: { n } }
  }
  if (c.kind !== 'card') return { key: 'sfs.badCard', params: { n } }
  if (!isSuspect(c.suspect)) return { key: 'sfs.badSuspect', params: { n } }
  if (!isWeapon(c.weapon)) return { key: 'sfs.badWeapon', params: { n } }
  const number = c.number
  if (!Number.isInteger(number) || (number as number) < 1 || (number as number) > MAX_NUMBER) {
    return { key: 'sfs.badNumber', params: { n, number: shown(number) } }
  }
  return null
}

/** Just the card, without anything else an import may have attached to it. */
export const cleanCard = (card: SfsCard): SfsCard =>
  card.kind === 'phantom'
    ? { kind: 'phantom' }
    : { kind: 'card', suspect: card.suspect, weapon: card.weapon, number: card.number }

/**
 * Cards that cannot lie side by side: a card is its suspect and number (4 x 13), and no weapon
 * shows a number twice. Which weapon each card carries is not known here, so that is all.
 * `earlier` are cards already played elsewhere in the same case, with the trick they were in.
 */
export function clash(
  cards: readonly SfsCard[],
  earlier: readonly { card: SfsCard; trick: number }[] = [],
): Reason | null {
  const seen: { card: SfsCard; trick: number }[] = [...earlier]
  const before = earlier.filter((e) => e.card.kind === 'phantom').length
  let phantoms = 0
  for (const card of cards) {
    if (card.kind === 'phantom') {
      phantoms++
      continue
    }
    const { suspect, weapon, number } = card
    const same = seen.find(
      (s) => s.card.kind === 'card' && s.card.suspect === suspect && s.card.number === number,
    )
    if (same) {
      return same.trick === 0
        ? { key: 'sfs.duplicate', params: { suspect, number } }
        : { key: 'sfs.playedBefore', params: { suspect, number, trick: same.trick } }
    }
    const twin = seen.find(
      (s) => s.card.kind === 'card' && s.card.weapon === weapon && s.card.number === number,
    )
    if (twin) {
      return twin.trick === 0
        ? { key: 'sfs.weaponNumberTwice', params: { weapon, number } }
        : { key: 'sfs.weaponNumberBefore', params: { weapon, number, trick: twin.trick } }
    }
    seen.push({ card, trick: 0 })
  }
  if (phantoms > PHANTOMS) return { key: 'sfs.phantoms', params: { n: phantoms } }
  if (before + phantoms > PHANTOMS) {
    return { key: 'sfs.phantomsBefore', params: { n: before + phantoms } }
  }
  return null
}

/**
 * The first thing wrong with an entered trick, or null. Positions in messages count from 1;
 * cards are named by ids (suspect, weapon) and numbers so the UI can say them in its language.
 */
export function validateTrick(
  played: unknown,
  o: { minCards: number; maxCards: number },
): Reason | null {
  if (!Array.isArray(played) || played.length === 0) return { key: 'cards.empty' }
  const n = played.length
  if (n < o.minCards || n > o.maxCards) {
    const key = o.minCards === o.maxCards ? 'cards.countAtTable' : 'cards.count'
    return { key, params: { min: o.minCards, max: o.maxCards, n } }
  }
  for (const [i, card] of played.entries()) {
    const problem = checkCard(card, i + 1)
    if (problem) return problem
  }
  return clash(played as SfsCard[])
}

/** What the search turn tells a sleuth; it never says which half was wrong. */
export function checkGuess(
  secret: Secret,
  guess: { culprit?: unknown; weapon?: unknown },
): { ok: true; solved: boolean } | { ok: false; reason: Reason } {
  if (!isSecret(secret)) return { ok: false, reason: { key: 'sfs.badSecret' } }
  const g = typeof guess === 'object' && guess !== null ? guess : {}
  if (!isSuspect(g.culprit) || !isWeapon(g.weapon)) {
    return { ok: false, reason: { key: 'sfs.guessIncomplete' } }
  }
  return { ok: true, solved: g.culprit === secret.culprit && g.weapon === secret.weapon }
}

/** What is still open to a card being picked; see `playable`. */
export interface Playable {
  phantom: boolean
  /** Some card of this suspect can still be played. */
  suspect: (s: Suspect) => boolean
  /** Some card of this suspect with this weapon can. */
  weapon: (s: Suspect, w: Weapon) => boolean
  /** This very card can. */
  card: (s: Suspect, w: Weapon, number: number) => boolean
}

/**
 * The cards that can still be played when `taken` cannot (the case's earlier tricks and the
 * trick's other cards): not a suspect and number already seen, not a weapon and number already
 * seen (no weapon shows a number twice), not a fourth phantom.
 */
export function playable(taken: readonly SfsCard[]): Playable {
  const suspects = new Set<string>()
  const weapons = new Set<string>()
  let phantoms = 0
  for (const card of taken) {
    if (card.kind === 'phantom') phantoms++
    else {
      suspects.add(`${card.suspect}:${card.number}`)
      weapons.add(`${card.weapon}:${card.number}`)
    }
  }
  const card = (s: Suspect, w: Weapon, n: number) =>
    !suspects.has(`${s}:${n}`) && !weapons.has(`${w}:${n}`)
  const numbers = Array.from({ length: MAX_NUMBER }, (_, i) => i + 1)
  const weapon = (s: Suspect, w: Weapon) => numbers.some((n) => card(s, w, n))
  return {
    phantom: phantoms < PHANTOMS,
    suspect: (s) => WEAPONS.some((w) => weapon(s, w)),
    weapon,
    card,
  }
}
