// The read model of the mock backend in @msw/data (decision 0037): projections of the
// event log that the list queries read. They are rebuilt from the log at start-up and kept in step
// with every append; nothing writes them but the event store.
import { Collection } from '@msw/data'
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { Schema } from 'effect'
import { Notification } from '../api/contracts/notification'
import type { FeOrderStatus } from '../api/contracts/common'
import { OrderRowIndex } from './order-index'

/** What the order lists filter and sort on; the rows they answer are built from the fold. */
export interface OrderListRow {
  readonly Id: number
  readonly CustomerCode: string
  readonly OrderNumber: string
  readonly FeOrderStatus: FeOrderStatus
  /** The PaymentStatus code, or null before approval. */
  readonly PaymentStatus: number | null
  /** `YYYY-MM-DD HH:mm:ss`. */
  readonly CreateTime: string
  /** The ETA the confirmed list shows and filters: the confirmed one, else the asked one. */
  readonly Eta: string | null
  readonly Etd: string | null
  /** The customer's PO number, the lists' filter (R-PO-006). */
  readonly PoNumber?: string | undefined
}

/**
 * A Standard Schema validator that accepts its input as it is. Order rows are made by the event
 * store from records that were each decoded with their effect Schema on the way into the log, so
 * validating every row again would only repeat that work: with effect's validator @msw/data
 * spends about 75 µs per `create`, which is most of a 10,000-order start-up (decision 0037).
 */
export function trusted<T>(): StandardSchemaV1<T, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'ordering-portal',
      validate: (value) => ({ value: value as T }),
    },
  }
}

/** A notification with its owner. */
export const StoredNotification = Schema.Struct({
  ...Notification.fields,
  Account: Schema.String,
}).annotations({ identifier: 'StoredNotification' })
export type StoredNotification = Schema.Schema.Type<typeof StoredNotification>

/** An uploaded (or seeded) file's metadata; its bytes stay in persistence. */
export const StoredFile = Schema.Struct({
  /** 128 random bits in hex (decision 0152). */
  Id: Schema.String.pipe(Schema.pattern(/^[0-9a-f]{32}$/)),
  FileName: Schema.String,
  ContentType: Schema.String,
  Size: Schema.Int.pipe(Schema.nonNegative()),
  CreateTime: Schema.String,
  Account: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'StoredFile' })
export type StoredFile = Schema.Schema.Type<typeof StoredFile>

export function createMockDb() {
  return {
    orders: new Collection({ schema: trusted<OrderListRow>() }),
    /** The same rows by customer and status, for the lists' queries (decision 0307). */
    orderIndex: new OrderRowIndex(),
    notifications: new Collection({ schema: Schema.standardSchemaV1(StoredNotification) }),
    files: new Collection({ schema: Schema.standardSchemaV1(StoredFile) }),
  }
}
export type MockDb = ReturnType<typeof createMockDb>
