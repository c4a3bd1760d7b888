// The notifications (R-NOTI-004..011): the machine and its rules, for the bell and the tests.
export * from './notifications.machine'
export * from './notifications.rules'
