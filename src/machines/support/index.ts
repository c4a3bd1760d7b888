// Receipt and support of a delivered order.
export * from './support.machine'
export * from './support.rules'
export * from './order-view.machine'
export * from './packing-export.machine'
