// The homepage flow (machine) and its rules.
export * from './home.machine'
export * from './home.rules'
