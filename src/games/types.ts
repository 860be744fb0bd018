import type { ComponentType } from 'preact'
import type { GameId, GameRules, GameSchemas, Setup } from '../core/game'
import type { Match } from '../core/match'
import type { Reason } from '../core/reason'
import type { Report } from '../core/report'
import type { GameFigure } from '../core/stats'
import type { Lang, Strings } from '../i18n'
import type { Kept } from '../table/kept'
import type { DraftValues } from '../ui/draft'

/** What a game's page needs from the app: the match, its replayed state and one way to change it. */
export interface PlayProps<S = unknown, E = unknown> {
  match: Match<E>
  state: S
  /** Validates, commits to storage, then resolves null; or resolves with why it was refused. */
  record: (event: E) => Promise<Reason | null>
  /**
   * An entry the page makes by itself, not on a tap (a number this phone keeps, shown as soon as
   * the round waits for it): queued behind what is being saved, never dropped as a second tap.
   * Same contract as `record`; where it is not given, `record`.
   */
  recordAuto?: (event: E) => Promise<Reason | null>
  /** Replaces `deleteCount` earlier entries from `start` and replays the rest; same contract. */
  correct: (start: number, deleteCount: number, events: E[]) => Promise<Reason | null>
  /** A save is taking long enough to see: entry buttons may show it by being disabled. */
  saving?: boolean
  /** The match is shared at a table of phones (#16): a secret may be on another phone. */
  table?: PlayTable
  /**
   * This phone's player's seat at the table the match is shared at, also while away from it
   * (remembered with the match): a number this phone keeps is shown to its own player only.
   */
  seat?: number | null
  /**
   * The finished matches of this game that the same players played before on this phone (the
   * same names in any seats, ignoring case), this one left out, read when called: a table's past
   * (Stiche im Team's best result). The app hands it in; ui and games never read storage.
   */
  past?: () => Promise<Match<E>[]>
}

/** A private question's answer from another phone, or why none came. */
export type Answer = { ok: true; reply: unknown } | { ok: false; reason: Reason }

/** The table of phones a match is shared at (#16), as a game's page sees it. */
export interface PlayTable {
  /** This phone's seat, null until its player chose one. */
  seat: number | null
  /** The seats at a phone of the table (this one's too). */
  seats: readonly number[]
  /**
   * A private question to the phone at `seat`, sealed so that only it reads it (a sleuth's guess
   * to the confidant): its game's `answer` there replies, to this phone only.
   */
  ask: (seat: number, body: unknown) => Promise<Answer>
}

/** What a game's `answer` may read and do on the phone asked (the confidant's). */
export interface Asked<S = unknown, E = unknown> {
  match: Match<E>
  /** The state as this phone shows it, with what it keeps (the secret). */
  state: S
  /** This phone's seat. */
  seat: number | null
  /** Records an entry here, as a tap would (kept on this phone if the game says so). */
  record: (event: E) => Promise<Reason | null>
}

/** What each lazy game chunk exports as its default. */
export interface GameModule<S = unknown, E = unknown> {
  rules: GameRules<S, E>
  strings: Strings
  defaultOptions: unknown
  /**
   * What an imported match may hold (rules/schema.ts): its options and each entry of its log,
   * strict (no other keys) and bounded. Checked before the rules ever replay a file.
   */
  schemas: GameSchemas
  /** Why these options cannot be played with this many players, or null. */
  checkOptions?: (players: number, options: unknown) => Reason | null
  /** The game's options on the new-match screen. */
  Options?: ComponentType<OptionsProps>
  Play: ComponentType<PlayProps<S, E>>
  /** What an export made mid-match must leave out (a secret still in play); the rest unchanged. */
  redact?: (events: E[], setup: Setup) => E[]
  /**
   * At a table of phones (#16): what the other phones are sent instead of an entry that must stay
   * on the phone it was made on (a secret), or null for an entry every phone may see. The phone
   * keeps the entry and shows it in the stand-in's place (src/table/kept.ts).
   */
  standIn?: (event: E) => E | null
  /**
   * A table opened on this match now (#23): the match as the other phones may get it, each entry
   * whose value is still secret (also an undone one) in its stand-in's place, and the entries
   * this phone keeps, exactly as if each had been entered at the table. Without it, the match is
   * shared as it is.
   */
  openTable?: (match: Match<E>) => { match: Match<E>; kept: Kept<E>[] }
  /**
   * At a table of phones: answers another phone's private question (`PlayTable.ask`), e.g. checks
   * a sleuth's guess with the secret only this phone has, records the result and replies to that
   * phone alone. `from` is the asking phone's seat. null: not a question for this phone.
   */
  answer?: (body: unknown, from: number, asked: Asked<S, E>) => Promise<Answer | null>
  /** The game's card picker and verdict for the judge screen. */
  Judge?: ComponentType<JudgeProps>
  /** The match in numbers (its rules' `report`): chart, shared result, CSV, statistics. */
  report: (state: S, setup: Setup) => Report
  /**
   * The entry in a few words, for the dock's "Undone: trick 5, Dan"; `before` is the state the
   * entry was applied to. A reason (key and params), said in the player's language.
   */
  describe?: (event: E, before: S, setup: Setup) => Reason
  /**
   * What an undone entry puts back into the draft (see src/ui/draft.ts), so the table can change
   * one card and confirm again: the trick's cards, the numbers, the round's counts. `state` is
   * the state after the undo. Nothing for entries with nothing to re-enter, never a secret.
   */
  undoneDraft?: (event: E, state: S) => DraftValues
  /**
   * Where an entry like `event` is half-entered: the draft keys of its kind, however this one was
   * entered (a trick recorded by its winner still makes half-picked cards of it stale). When
   * another phone records one, this phone's half-entered one is dropped and the dock says so.
   */
  drafted?: (event: E) => readonly string[]
}

/** The judge may use what the running match knows (a Stich für Stich secret, say). */
export interface JudgeProps {
  open?: { match: Match; state: unknown }
}

/** A text in both languages, for what a game declares before its chunk loads. */
type Words = Record<Lang, string>

/**
 * A game declared once (src/games/<id>/game.ts): everything the app knows of it before its chunk
 * loads. The registry (src/games/list.ts) lists these; storage, statistics, i18n and the screens
 * derive what they know of games from it.
 */
export interface GameEntry {
  /** Its folder's name; stored in every match (`Setup.game`), so it never changes. */
  id: GameId
  /** Its name, the same in the rulebook's language and the player's. */
  names: Words
  minPlayers: number
  maxPlayers: number
  /** Who the seat marked first is: the first dealer, or (Stich für Stich) the first confidant. */
  firstRole?: 'dealer' | 'confidant'
  /**
   * Its own statistics, shown after played, won and the average score: what each figure of its
   * report adds up to (core/stats.ts), and its label. `value` words a `furthest` figure's reach
   * (`{rung}`, `{of}`).
   */
  figures?: readonly ShownFigure[]
  /** Its chunk (the GameModule); a game without one is listed as coming soon. */
  load?: () => Promise<GameModule>
}

interface ShownFigure extends GameFigure {
  label: Words
  value?: Words
}

export interface OptionsProps<O = unknown> {
  value: O
  onChange: (value: O) => void
  players: number
}
