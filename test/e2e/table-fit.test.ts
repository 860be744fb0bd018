// #12: for every game, player count and language, with 24-character names, everything needed to
// record the current trick is on one screen at 360×740 and 320×640: no scrolling, nothing covered.
// The suite is test/e2e/fit/suite.ts, each game's walk test/e2e/fit/<game>.ts.
import { lsFit } from './fit/ls'
import { sfsFit } from './fit/sfs'
import { sitFit } from './fit/sit'
import { sonFit } from './fit/son'
import { tableFit } from './fit/suite'

tableFit([lsFit, sfsFit, sitFit, sonFit])
