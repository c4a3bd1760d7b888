// My profile: the machine and its rules, for the screen.
export * from './profile.machine'
export * from './profile.rules'
