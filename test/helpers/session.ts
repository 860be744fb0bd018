// The open match's modules (src/app/match/) as one object for the app-level tests, which import
// it afresh after freshDevice(): the open match, opening, the road of a change, kept entries and
// this phone's place at a table.
export * from '../../src/app/match/kept'
export * from '../../src/app/match/open'
export * from '../../src/app/match/opening'
export * from '../../src/app/match/presence'
export * from '../../src/app/match/road'
export { saveError } from '../../src/app/status'
