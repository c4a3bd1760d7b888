// The order lifecycle, for the screens and the mock backend's event store.
export * from './business-time'
export * from './order-lifecycle.events'
export * from './order-lifecycle.fold'
export * from './order-lifecycle.machine'
export * from './order-lifecycle.rules'
export * from './order-lifecycle.decide'
