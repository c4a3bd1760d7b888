// The change-order page (spec §2 /changeorder): the machine and its rules.
export * from './change-order.machine'
export * from './change-order.rules'
