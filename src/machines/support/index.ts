// Receipt and support of a delivered order.
export * from './support.machine'
export * from './support.rules'
