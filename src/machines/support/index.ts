// Receipt and support of a delivered order.
export * from './support.machine'
export * from './support.rules'
export * from './packing-export.machine'
