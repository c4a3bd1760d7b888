// The whole seed of the order backend (R-API-042: deterministic), assembled: the catalogue of
// the other seed module, the order histories of every demo account, the notifications and the
// files they refer to. It is written by running the real commands on a scratch store (no
// persistence), whose log then becomes the stored log.
import type { DemoAccount } from '../accounts'
import { shiftDate } from '../clock'
import type { StoreRecord } from '../event-records'
import { EventStore } from '../event-store'
import { fileUrlOf, newFileId } from '../file-urls'
import { orderCommands } from '../order-commands'
import type { CatalogSeed } from './catalog'
import { seedReadMarks, welcomeNotifications } from './notifications'
import { ORDER_PLANS, runOrderPlan, type SeedFile } from './orders'

export type { SeedFile } from './orders'

export interface SeedInput {
  readonly baseDate: string
  readonly catalog: CatalogSeed
  readonly accounts: readonly DemoAccount[]
  /**
   * Makes each file's id and change-order key: random by default (decisions 0152, 0220); a test
   * passes a counter to compare seeds.
   */
  readonly fileId?: () => string
  /**
   * Generated orders of the large demo data set (decision 0287) for LARGE_DEMO_ACCOUNT, created
   * before the seed's own orders, so ids still follow creation time; 0 or none: the seed alone.
   */
  readonly demoOrders?: number | undefined
}

/** Whose orders the large demo data set generates (decision 0287). */
export const LARGE_DEMO_ACCOUNT = 'customer@demo.vn'
/** The seed's own orders are created at most this many days before the base date. */
const SEED_HISTORY_DAYS = 46

export interface Seed {
  readonly records: readonly StoreRecord[]
  readonly files: readonly SeedFile[]
}

export async function buildSeed({
  baseDate,
  catalog,
  accounts,
  fileId = newFileId,
  demoOrders = 0,
}: SeedInput): Promise<Seed> {
  const store = new EventStore(null)
  if (demoOrders > 0) {
    const { generateOrders } = await import('./generated-orders')
    const owners = accounts.filter((a) => a.account === LARGE_DEMO_ACCOUNT)
    const before = shiftDate(baseDate, -SEED_HISTORY_DAYS)
    await store.replay(
      generateOrders({ count: demoOrders, catalog, accounts: owners, today: baseDate, before }),
    )
  }
  const commands = orderCommands(store)
  const files: SeedFile[] = []
  const addFile = (file: Omit<SeedFile, 'id'>) => {
    const id = fileId()
    files.push({ ...file, id })
    return fileUrlOf(id)
  }
  const accountNames = accounts.map((a) => a.account)
  await store.append(welcomeNotifications(store, accountNames, baseDate))
  // Orders are opened oldest first, so ids follow creation time (the lists sort on it).
  const plans = accounts
    .flatMap((account) => (ORDER_PLANS[account.account] ?? []).map((plan, i) => ({ account, plan, i })))
    .sort(
      (a, b) =>
        a.plan.created - b.plan.created || a.i - b.i || (a.account.account < b.account.account ? -1 : 1),
    )
  let index = 0
  for (const { account, plan } of plans)
    await runOrderPlan({ baseDate, catalog, account, commands, addFile, newKey: fileId }, plan, index++)
  await commands.settle(`${baseDate} 00:00:00`)
  await store.append(seedReadMarks(store, accountNames, baseDate))
  return { records: store.log, files }
}
