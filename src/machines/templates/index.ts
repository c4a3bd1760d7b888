export * from './templates.rules'
export * from './templates.machine'
export * from './save-template.machine'
