// #25: Letzter Stich's and Sticht oder nicht's screens that record something fit at a table, on
// a guest's phone, every player count, both languages (test/e2e/fit/table.ts).
import { lsFit } from './fit/ls'
import { sonFit } from './fit/son'
import { tableFitAtTable } from './fit/table'

tableFitAtTable('fit-ls-son-', [lsFit, sonFit])
