// Table fit (#12) for Stich für Stich: test/e2e/fit/suite.ts, the walk in test/e2e/fit/sfs.ts.
import { sfsFit } from './fit/sfs'
import { tableFit } from './fit/suite'

tableFit(sfsFit)
