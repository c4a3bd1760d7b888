// The place-order flow, for the place-order screen (machine, selectors, persisted-state Schema)
// and the mock backend (the rules).
export * from './place-order.cart'
export * from './place-order.feedback'
export * from './place-order.machine'
export * from './place-order.notices'
export * from './place-order.rules'
export * from './place-order.selectors'
export * from './po-number.rules'
export * from './refill.rules'
