import { afterEach, describe, expect, it } from 'vitest'
import { matchResult, resultText } from '../../src/app/share'
import type { Setup } from '../../src/core/game'
import type { Report } from '../../src/core/report'
import { lang } from '../../src/i18n'

afterEach(() => {
  lang.value = 'en'
})

const setup = (players: string[], game: Setup['game'] = 'letzter-stich'): Setup => ({
  game,
  players,
  options: {},
  firstDealer: 0,
})

// Letzter Stich after three hands: Anna paid her last counter, Ben and Cora tie on 5.
const counters: Report = {
  step: 'hand',
  measure: 'counters',
  lines: 'seats',
  start: [5, 5, 5],
  values: [
    [4, 5, 5],
    [4, 5, 5],
    [0, 5, 5],
  ],
  players: [{ points: 0 }, { points: 5 }, { points: 5 }],
}

const DAY = Date.UTC(2026, 10, 29, 12)

describe('the shared result text', () => {
  it('names the game and date, every player with the final score, and marks the tied winners', () => {
    lang.value = 'en'
    const result = matchResult(setup(['Anna', 'Ben', 'Cora']), counters, [1, 2], true, DAY)
    expect(resultText(result)).toBe(
      [
        'Letzter Stich · Nov 29, 2026',
        '',
        'Anna: 0 counters',
        '🏆 Ben: 5 counters',
        '🏆 Cora: 5 counters',
        '',
        'Won by Ben, Cora',
        'Counted with Stichblock',
      ].join('\n'),
    )
  })

  it('speaks German, umlauts and singulars included', () => {
    lang.value = 'de'
    const one: Report = { ...counters, players: [{ points: 1 }, { points: 0 }, { points: 3 }] }
    const result = matchResult(setup(['Jürgen', 'Özlem', 'Mia']), one, [2], true, DAY)
    expect(resultText(result)).toBe(
      [
        'Letzter Stich · 29.11.2026',
        '',
        'Jürgen: 1 Chip',
        'Özlem: 0 Chips',
        '🏆 Mia: 3 Chips',
        '',
        'Gewonnen: Mia',
        'Gezählt mit Stichblock',
      ].join('\n'),
    )
  })

  it('gives the table’s one number where the players score together, and a loss as nobody won', () => {
    const lives: Report = {
      step: 'round',
      measure: 'lives',
      lines: 'team',
      start: [3],
      values: [[2], [1], [0]],
      players: [{ points: null }, { points: null }, { points: null }],
    }
    const result = matchResult(
      setup(['Anna', 'Ben', 'Cora'], 'stiche-im-team'),
      lives,
      [],
      true,
      DAY,
    )
    expect(resultText(result).split('\n').slice(2, 7)).toEqual([
      'Anna',
      'Ben',
      'Cora',
      'Together: 0 lives',
      '',
    ])
    expect(resultText(result)).toContain('Nobody won')
  })

  it('still names the players and winners when the game has no report yet', () => {
    const result = matchResult(setup(['Anna', 'Ben', 'Cora']), undefined, [0], true, DAY)
    expect(result.rows.map((r) => r.score)).toEqual([null, null, null])
    expect(resultText(result)).toContain('🏆 Anna\nBen\nCora')
  })

  it('takes the final score from the report’s players, not from counting', () => {
    const odd: Report = { ...counters, players: [{ points: 7 }, { points: 8 }, { points: 9 }] }
    const result = matchResult(setup(['Anna', 'Ben', 'Cora']), odd, [2], true, DAY)
    expect(result.rows.map((r) => r.score)).toEqual([7, 8, 9])
  })
})
