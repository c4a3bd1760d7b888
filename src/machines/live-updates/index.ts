// The live updates (R-LIVE-007, decision 0376): the machine and its rules, for the app and the tests.
export * from './live-updates.machine'
export * from './live-updates.rules'
