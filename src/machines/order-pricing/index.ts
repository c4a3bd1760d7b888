// An order's money: the special rate and the totals (decision 0160).
export * from './order-pricing.rules'
