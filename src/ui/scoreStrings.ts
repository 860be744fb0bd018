// The words of a score, one key each for the app and every game: what a row of a score sheet is
// (a Report's `step`), what its numbers count (`measure`) and an amount of it. The chart, the
// shared result (app/resultStrings.ts adds them) and the games' own sheets (merged into each
// game's chunk) all say them; none is in the first load.
const en = {
  // The heading of a score sheet's column of names.
  'score.player': 'Player',
  'score.step.hand': 'Hand',
  'score.step.case': 'Case',
  'score.step.round': 'Round',
  // The row before the first step, and the sum under the last.
  'score.start': 'Start',
  'score.total': 'Total',
  'score.measure.counters': 'Counters',
  'score.measure.points': 'Points',
  'score.measure.lives': 'Lives',
  'score.amount.counters.one': '{n} counter',
  'score.amount.counters.other': '{n} counters',
  'score.amount.points.one': '{n} point',
  'score.amount.points.other': '{n} points',
  'score.amount.lives.one': '{n} life',
  'score.amount.lives.other': '{n} lives',
}

const de: Record<keyof typeof en, string> = {
  'score.player': 'Spieler',
  'score.step.hand': 'Runde',
  'score.step.case': 'Fall',
  'score.step.round': 'Runde',
  'score.start': 'Start',
  'score.total': 'Summe',
  'score.measure.counters': 'Chips',
  'score.measure.points': 'Punkte',
  'score.measure.lives': 'Leben',
  'score.amount.counters.one': '{n} Chip',
  'score.amount.counters.other': '{n} Chips',
  'score.amount.points.one': '{n} Punkt',
  'score.amount.points.other': '{n} Punkte',
  'score.amount.lives.one': '{n} Leben',
  'score.amount.lives.other': '{n} Leben',
}

export const scoreStrings = { en, de }
