// The change-order page (R-ROUTE-006): the machine and its rules.
export * from './change-order.machine'
export * from './change-order.rules'
