// The notifications (spec §4): the machine and its rules, for the bell and the tests.
export * from './notifications.machine'
export * from './notifications.rules'
