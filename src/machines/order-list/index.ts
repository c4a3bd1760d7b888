// The order lists (drafts, pending, later confirmed): the machine and its rules, for the screens.
export * from './order-list.machine'
export * from './order-list.rules'
export * from './list-address'
export * from './order-list.selectors'
export * from './list-layout.rules'
