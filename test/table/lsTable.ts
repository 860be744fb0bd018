// The game the table's unit tests play: Letzter Stich for three (Anna, Ben, Cora), and a trick
// as the op a phone proposes.
import type { Op } from '../../src/core/change'
import type { Setup } from '../../src/core/game'
import { type LsEvent, type LsState, rules } from '../../src/games/letzter-stich/rules'
import { lsSchemas } from '../../src/games/letzter-stich/rules/schema'
import type { TableGame } from '../../src/table/side'

export const game: TableGame<LsState, LsEvent> = { rules, schemas: lsSchemas }
export const setup: Setup = {
  game: 'letzter-stich',
  players: ['Anna', 'Ben', 'Cora'],
  options: {},
  firstDealer: 0,
}
export const trick = (winner: number): Op<LsEvent> => ({
  kind: 'record',
  event: { t: 'trick', winner },
})
