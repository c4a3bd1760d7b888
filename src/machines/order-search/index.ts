// The top bar's search across every order (machine) and its rules (decision 0363).
export * from './order-search.machine'
export * from './order-search.rules'
