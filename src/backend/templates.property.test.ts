// R-TPL-007 (decision 0366): generated users of generated companies, with generated roles and
// child-code rights, send generated template commands (hostile names and codes among them) to the
// backend's decider over a real event store. Whatever the order, what is stored round-trips through
// a replay of the log unchanged, every stored template holds to R-TPL-002, a template is changed
// only by a user who may (R-TPL-005) and seen only by one who may order for its code (R-TPL-001).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DemoAccount } from './accounts'
import { demoAccounts } from './accounts'
import { EventStore } from './event-store'
import { availableProductsOf, catalogSeed, ownsCustomer, type CatalogSeed } from './seed/catalog'
import { mayUseCode, runTemplateCommand, templatesOf, type TemplateCommand } from './templates'
import { nameKey, TEMPLATE_NAME_MAX, TEMPLATE_QUANTITY_MAX } from '../machines/templates/templates.rules'
import { childCodeAllows } from '../machines/profile/profile.rules'
import { companyByCode } from './seed/catalog'

const NOW = '2025-03-15 10:00:00'
const base = catalogSeed('2025-03-15')
const allCodes = base.companies.map((c) => c.customer.CustomerCode)
const productCodes = base.products.map((p) => p.ProductCode)

/** The catalogue with generated rights on its child codes (a copy: the seed is shared). */
function catalogWith(rights: readonly boolean[]): CatalogSeed {
  let i = 0
  return {
    ...base,
    companies: base.companies.map((c) =>
      c.childPermission === null
        ? c
        : { ...c, childPermission: { ...c.childPermission, CanPlaceOrder: rights[i++] ?? true } },
    ),
  }
}

const template = demoAccounts()[0]!
const userOf = (n: number, codes: readonly string[], role: string): DemoAccount => ({
  ...template,
  account: `user${n}@demo.vn`,
  userInfo: {
    ...template.userInfo,
    RoleName: role,
    CustomerList: codes.map((CustomerCode) => ({ CustomerCode, CustomerName: CustomerCode })),
  },
})

const arbUsers = fc.array(
  fc.record({
    codes: fc.subarray(allCodes, { minLength: 1 }),
    role: fc.constantFrom('Main', 'main', 'Manager', 'Accountant', ''),
  }),
  { minLength: 2, maxLength: 4 },
)
const arbName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('Weekly', 'Monthly', 'Tết', 'Hà Nội') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Weekly',
      'WEEKLY',
      'weekly ',
      'Đơn Tết',
      'ĐƠN TẾT',
      "'; DROP TABLE--",
      '<b>x</b>',
      '',
      '   ',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: TEMPLATE_NAME_MAX + 5 }) },
)
/** A line: mostly a product the step's code may order (by its place in that list), else any or a hostile code. */
type LinesSpec = readonly { product: { sold: number } | { code: string }; quantity: number }[]
const arbLines = fc.array(
  fc.record({
    product: fc.oneof(
      { weight: 8, arbitrary: fc.nat().map((sold) => ({ sold })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...productCodes, 'NOPE-1', '', 'ss001').map((code) => ({ code })),
      },
    ),
    quantity: fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1, max: 500 }) },
      { weight: 1, arbitrary: fc.constantFrom(0, -1, TEMPLATE_QUANTITY_MAX + 1, 1.5) },
    ),
  }),
  { minLength: 1, maxLength: 6 },
)
function linesFor(catalog: CatalogSeed, code: string, lines: LinesSpec) {
  const sold = availableProductsOf(catalog, code)
  return lines.map(({ product, quantity }) => ({
    productCode:
      'code' in product
        ? product.code
        : (sold[product.sold % Math.max(sold.length, 1)]?.ProductCode ?? 'NOPE-2'),
    quantity,
  }))
}
const arbStep = fc.record({
  user: fc.nat(),
  kind: fc.constantFrom('create', 'create', 'rename', 'update', 'delete'),
  target: fc.nat(),
  /** Mostly one of the user's own codes (by its place in their list), sometimes any. */
  code: fc.oneof(
    { weight: 4, arbitrary: fc.nat().map((own) => ({ own })) },
    fc.constantFrom(...allCodes).map((any) => ({ any })),
  ),
  name: arbName,
  lines: arbLines,
})

/** How many commands the runs saw done and refused: a property whose every command is refused tests nothing. */
const tally = { done: 0, refused: 0 }

describe('company templates, generated', () => {
  it('R-TPL-007 property: stored templates round-trip through the log, hold to their rules, and are seen and changed only by users who may', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbUsers,
        fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
        fc.array(arbStep, { minLength: 1, maxLength: 12 }),
        async (generated, rights, steps) => {
          const catalog = catalogWith(rights)
          const users = generated.map((u, n) => userOf(n, u.codes, u.role))
          const store = new EventStore(null)
          for (const step of steps) {
            const user = users[step.user % users.length]!
            const known = [...templatesOf(store).templates.keys()]
            const templateId = known.length === 0 ? step.target + 1 : known[step.target % known.length]!
            const before = templatesOf(store).templates.get(templateId)
            const code =
              'any' in step.code
                ? step.code.any
                : user.userInfo.CustomerList[step.code.own % user.userInfo.CustomerList.length]!.CustomerCode
            const cart = {
              customerCode: code,
              shippingAddressId: null,
              lines: linesFor(catalog, code, step.lines),
            }
            const command: TemplateCommand =
              step.kind === 'create'
                ? { type: 'create', name: step.name, ...cart }
                : step.kind === 'rename'
                  ? { type: 'rename', templateId, name: step.name }
                  : step.kind === 'update'
                    ? { type: 'update', templateId, ...cart }
                    : { type: 'delete', templateId }
            const outcome = await runTemplateCommand(store, catalog, user, command, NOW)
            tally[outcome.ok ? 'done' : 'refused'] += 1
            if (command.type !== 'create') {
              const seen = before !== undefined && mayUseCode(catalog, user, before.customerCode)
              if (!seen) expect(outcome).toMatchObject({ ok: false, refusal: { kind: 'notFound' } })
              const roles = user.userInfo.RoleName.toLowerCase()
              if (outcome.ok) expect(before!.author === user.account || roles === 'main').toBe(true)
            }
            if (outcome.ok && command.type === 'create') {
              expect(ownsCustomer(user, command.customerCode)).toBe(true)
              const rightsOfCode = companyByCode(catalog, command.customerCode)?.childPermission ?? null
              expect(childCodeAllows(rightsOfCode, 'placeOrder')).toBe(true)
            }
          }
          // Every stored template holds to R-TPL-002.
          const stored = [...templatesOf(store).templates.values()]
          for (const t of stored) {
            expect(t.name).toBe(t.name.trim())
            expect(t.name.length).toBeGreaterThan(0)
            expect(t.name.length).toBeLessThanOrEqual(TEMPLATE_NAME_MAX)
            const sold = new Set(availableProductsOf(catalog, t.customerCode).map((p) => p.ProductCode))
            expect(t.lines.length).toBeGreaterThan(0)
            for (const l of t.lines) {
              expect(sold.has(l.productCode)).toBe(true)
              expect(
                Number.isInteger(l.quantity) && l.quantity >= 1 && l.quantity <= TEMPLATE_QUANTITY_MAX,
              ).toBe(true)
            }
            expect(new Set(t.lines.map((l) => l.productCode)).size).toBe(t.lines.length)
          }
          const keys = stored.map((t) => `${t.company} ${nameKey(t.name)}`)
          expect(new Set(keys).size).toBe(keys.length)
          // The log replayed (a reload, a restart) folds to the same templates.
          const again = new EventStore(null)
          await again.replay(store.log, { validate: true })
          expect([...templatesOf(again).templates.values()]).toEqual(stored)
        },
      ),
      { numRuns: 60 },
    )
    expect(tally.done).toBeGreaterThan(20)
    expect(tally.refused).toBeGreaterThan(20)
  })
})
