// The back-office simulator panel's flow (mock mode only): its machine and rules.
export * from './simulator.machine'
export * from './simulator.rules'
export * from './simulator.selectors'
