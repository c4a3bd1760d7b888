// The confirmed-order screen's rules and machine.
export * from './confirmed-orders.machine'
export * from './confirmed-orders.rules'
