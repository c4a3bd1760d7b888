// The order detail drawer's machine and rules, for the drawer of the pending and confirmed screens.
export * from './order-detail.machine'
export * from './order-detail.rules'
