// What the dock says of a change (#24, #25): an entry in its game's own words ("trick 5, Dan"),
// and, when another phone made the change, whose phone it was.
import { type Match, replay } from '../../core/match'
import { named, type Reason } from '../../core/reason'
import type { GameModule } from '../../games/types'
import { say, t } from '../../i18n'
import type { Made } from '../../table/log'
import type { LastStep, Open } from './open'

/** An entry in a few words; `state` is the one it was applied to. */
export function describe(game: GameModule, event: unknown, state: unknown, match: Match): Reason {
  const n = match.events.length + (match.redo.at(-1) === event ? 1 : 0)
  const said = game.describe?.(event, state, match.setup) ?? { key: 'match.entryN', params: { n } }
  return named(said, match.setup.players)
}

/**
 * Another phone's change, between the screen's match `before` and `after` it; `cleared`: this
 * phone's half-entered entry went with it.
 */
export function madeElsewhere(before: Open, after: Open, made: Made, cleared: boolean): LastStep {
  return {
    kind: 'elsewhere',
    did: made.op.kind,
    by: made.by,
    what: whatOf(before, after, made),
    cleared,
  }
}

function whatOf(before: Open, after: Open, { op }: Made): Reason {
  const { game, match } = after
  switch (op.kind) {
    case 'record':
      return describe(game, op.event, before.state, match)
    case 'undo':
      return describe(game, before.match.events.at(-1), after.state, match)
    case 'redo':
      return describe(game, match.events.at(-1), before.state, match)
    case 'splice': {
      // The step as it is now, by its last entry (a hand's: "hand 3, last trick: Dan").
      const last = op.start + op.events.length - 1
      const state = replay(game.rules, match.setup, match.events.slice(0, last))
      return describe(game, match.events[last], state, match)
    }
  }
}

/** The dock's words for `step`, with the names of the match's `players`. */
export function sayStep(step: LastStep, players: readonly string[]): string {
  const what = say(step.what)
  if (step.kind !== 'elsewhere') return t(`match.${step.kind}`, { what })
  const name = step.by === null ? undefined : players[step.by]
  const phone = name === undefined ? t('match.anotherPhone') : t('match.phoneOf', { name })
  return t(step.cleared ? 'match.draftCleared' : `match.by.${step.did}`, { phone, what })
}
