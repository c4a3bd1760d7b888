// Every contract, by API group, and the flat list the docs and the contract tests walk.
import type { Endpoint } from '../endpoint'
import { authEndpoints } from './auth'
import { bankStatementEndpoints } from './bank-statement'
import { contentEndpoints } from './content'
import { customerEndpoints } from './customer'
import { fileEndpoints } from './files'
import { notificationEndpoints } from './notification'
import { orderEndpoints } from './order'
import { orderSearchEndpoints } from './order-search'
import { paymentTransferEndpoints } from './payment-transfer'
import { profileEndpoints } from './profile'
import { simulatorEndpoints } from './simulator'
import { templateEndpoints } from './template'
import { workplaceEndpoints } from './workplace'

export * from './auth'
export * from './bank-statement'
export * from './common'
export * from './content'
export * from './customer'
export * from './files'
export * from './notification'
export * from './order'
export * from './order-entities'
export * from './order-search'
export * from './path'
export * from './payment-transfer'
export * from './product-entities'
export * from './profile'
export * from './simulator'
export * from './template'
export * from './workplace'

/** The groups in the order docs/api.md shows them. */
export const endpointGroups = [
  { title: 'Authentication', endpoints: authEndpoints },
  { title: 'Orders', endpoints: [...orderEndpoints, ...orderSearchEndpoints, ...paymentTransferEndpoints] },
  { title: 'Company templates', endpoints: templateEndpoints },
  { title: 'Customers and questions', endpoints: customerEndpoints },
  { title: 'Content', endpoints: contentEndpoints },
  { title: 'Notifications', endpoints: notificationEndpoints },
  { title: 'Files and exports', endpoints: fileEndpoints },
  { title: 'Profile', endpoints: profileEndpoints },
  { title: 'Workplace', endpoints: workplaceEndpoints },
  {
    title: 'Back-office simulator (mock mode only)',
    endpoints: [...simulatorEndpoints, ...bankStatementEndpoints],
  },
] as const satisfies readonly { title: string; endpoints: readonly Endpoint[] }[]

/** Every endpoint, for the contract and coverage tests. @test */
export const allEndpoints: readonly Endpoint[] = endpointGroups.flatMap(
  (group): readonly Endpoint[] => group.endpoints,
)
