// My workplace: the machine and its rules, for the screen.
export * from './workplace.machine'
export * from './workplace.rules'
