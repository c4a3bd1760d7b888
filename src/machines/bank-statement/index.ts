export * from './bank-statement.rules'
export * from './statement-file.rules'
export * from './bank-statement.machine'
