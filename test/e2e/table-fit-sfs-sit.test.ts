// #25: Stich für Stich's and Stiche im Team's screens that record something fit at a table, on a
// guest's phone, every player count, both languages (test/e2e/fit/table.ts).
import { sfsFit } from './fit/sfs'
import { sitFit } from './fit/sit'
import { tableFitAtTable } from './fit/table'

tableFitAtTable('fit-sfs-sit-', [sfsFit, sitFit])
