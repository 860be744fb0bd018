// Table fit (#12) for Stiche im Team: test/e2e/fit/suite.ts, the walk in test/e2e/fit/sit.ts.
import { sitFit } from './fit/sit'
import { tableFit } from './fit/suite'

tableFit(sitFit)
