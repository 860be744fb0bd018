// Table fit (#12) for Letzter Stich: test/e2e/fit/suite.ts, the walk in test/e2e/fit/ls.ts.
import { lsFit } from './fit/ls'
import { tableFit } from './fit/suite'

tableFit(lsFit)
