// Table fit (#12) for Sticht oder nicht: test/e2e/fit/suite.ts, the walk in test/e2e/fit/son.ts.
import { sonFit } from './fit/son'
import { tableFit } from './fit/suite'

tableFit(sonFit)
