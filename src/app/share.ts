import type { Setup } from '../core/game'
import { latest, type Report } from '../core/report'
import { gameName } from '../games'
import { lang, t, tn } from '../i18n'
import './resultStrings'

/** One seat as a shared result shows it. */
interface ResultRow {
  name: string
  /** The final score as the game's report counts it; null when the table scores as one. */
  score: number | null
  winner: boolean
}

/** A match's result as the share text and the share image show it; every number is the Report's. */
export interface Result {
  game: string
  date: string
  rows: ResultRow[]
  /** What the numbers are; null when the game has no report (yet). */
  measure: Report['measure'] | null
  /** Stiche im Team: the table's one line (its lives); null where each seat has its own. */
  team: number | null
  finished: boolean
}

/** The match in the words of the current language; `report` may be missing for a game. */
export function matchResult(
  setup: Setup,
  report: Report | undefined,
  winners: readonly number[],
  finished: boolean,
  at: number,
): Result {
  const final = report ? latest(report) : []
  const team = report?.lines === 'team' ? (final[0] ?? null) : null
  return {
    game: gameName(setup.game),
    date: new Date(at).toLocaleDateString(lang.value, { dateStyle: 'medium' }),
    rows: setup.players.map((name, seat) => ({
      name,
      score:
        !report || report.lines === 'team'
          ? null
          : (report.players[seat]?.points ?? final[seat] ?? null),
      winner: winners.includes(seat),
    })),
    measure: report?.measure ?? null,
    team,
    finished,
  }
}

/** "5 counters", "1 point", "2 lives"; a bare number when the measure is unknown. */
export function amount(measure: Result['measure'], n: number): string {
  return measure ? tn(`score.amount.${measure}`, n) : String(n)
}

/** Who won, in one line: "Won by Anna, Ben"; nobody (a lost Stiche im Team); or still playing. */
export function verdict(result: Result): string {
  if (!result.finished) return t('share.inProgress')
  const names = result.rows.filter((r) => r.winner).map((r) => r.name)
  return names.length ? t('share.wonBy', { names: names.join(', ') }) : t('share.noWinner')
}

/** The result as plain text for a chat: game and date, every player in seat order, the winners. */
export function resultText(result: Result): string {
  const lines = [`${result.game} · ${result.date}`, '']
  for (const row of result.rows) {
    const mark = row.winner ? '🏆 ' : ''
    const score = row.score === null ? '' : `: ${amount(result.measure, row.score)}`
    lines.push(`${mark}${row.name}${score}`)
  }
  if (result.team !== null)
    lines.push(t('share.team', { score: amount(result.measure, result.team) }))
  lines.push('', verdict(result), t('share.by'))
  return lines.join('\n')
}
