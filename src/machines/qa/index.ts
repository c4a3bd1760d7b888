// The Q&A flow, for the Q&A page and the top bar's drawer (machine) and the rules.
export * from './qa.machine'
export * from './qa.rules'
