// Company templates through the backend's HTTP face (R-TPL-001..006, decision 0366): shared by
// the company's users for the codes they may order for, named once per company, lines checked,
// changed only by the author or a Main role, and a record of the log that a new backend over the
// same log reads back; every refusal in both languages appends nothing.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as Order from '../../api/contracts/order'
import {
  CreateTemplate,
  CreateTemplateFromOrder,
  DeleteTemplate,
  GetTemplate,
  GetTemplates,
  RenameTemplate,
  UpdateTemplate,
  type OrderTemplate,
} from '../../api/contracts/template'
import type { ChildRights } from '../../machines/profile/profile.rules'
import {
  call,
  callEncoded,
  decoded,
  expectRefusedInBothLanguages,
  login,
  requestOf,
} from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock, orderBody } from '../../test/order-contract'
import { memoryPersistence } from '../../backend/persistence'
import { memorySessionStore } from '../../backend/session-store'
import { DEMO_PASSWORD } from '../../backend/accounts'
import { Login } from '../../api/contracts/auth'
import { createMockBackend } from '.'
import { BAD_REQUEST_CODE, MOCK_CODES } from '../respond'
import { FORBIDDEN_CODE } from '../signed-in'

const mock = startMockServer({ realNow: fixedClock })
const orders = () => mock.backend.state.orders
const catalog = () => orders().catalog
const logLength = () => orders().store.log.length
const tokens: Record<string, string> = {}
beforeAll(async () => {
  for (const account of ['customer@demo.vn', 'buyer@demo.vn', 'credit@demo.vn'])
    tokens[account] = await login(account)
})
const as = (account: string) => ({ token: tokens[account]! })
const lan = () => as('customer@demo.vn')
const ha = () => as('buyer@demo.vn')
const minh = () => as('credit@demo.vn')

const restores: (() => void)[] = []
afterEach(() => {
  for (const restore of restores.splice(0)) restore()
})
function takeAway(code: string, rights: Partial<ChildRights>) {
  const company = catalog().companies.find((c) => c.customer.CustomerCode === code) as {
    childPermission: ChildRights | null
  }
  const before = company.childPermission
  company.childPermission = { ...before!, ...rights }
  restores.push(() => void (company.childPermission = before))
}

const addressOf = (code: string) =>
  catalog().companies.find((c) => c.customer.CustomerCode === code)!.addresses[0]!.Id
let names = 0
const freshName = (stem = 'Weekly') => `${stem} ${++names}`
const cart = (customerCode = 'C1001', lines = [{ ProductCode: 'SS001', Quantity: 60 }]) => ({
  customerCode,
  shippingAddressId: addressOf(customerCode),
  lines,
})

async function create(name = freshName(), who = lan(), body = cart()): Promise<OrderTemplate> {
  return decoded(CreateTemplate, await call(CreateTemplate, { name, ...body }, who))
}
const list = async (who: ReturnType<typeof lan>) => decoded(GetTemplates, await call(GetTemplates, {}, who))

describe('R-TPL-001 a template is the company’s', () => {
  it('R-TPL-001 saved by one user, every user of the company lists and reads it; another company never does', async () => {
    const saved = await create(
      'Đơn hằng tuần',
      lan(),
      cart('C1001', [{ ProductCode: 'SS003', Quantity: 120 }]),
    )
    expect(saved).toMatchObject({
      Name: 'Đơn hằng tuần',
      CustomerCode: 'C1001',
      AuthorName: 'Nguyễn Thị Lan',
    })
    expect(saved.Lines).toEqual([{ ProductCode: 'SS003', Quantity: 120 }])
    const seen = (await list(ha())).find((t) => t.Id === saved.Id)
    expect(seen).toMatchObject({ Name: 'Đơn hằng tuần', CanChange: false })
    expect(decoded(GetTemplate, await call(GetTemplate, { templateId: saved.Id }, ha())).Lines).toEqual(
      saved.Lines,
    )
    expect((await list(minh())).map((t) => t.Id)).not.toContain(saved.Id)
    await expectRefusedInBothLanguages(
      GetTemplate,
      { templateId: String(saved.Id) },
      MOCK_CODES.notFound,
      tokens['credit@demo.vn'],
      'templates.notFound',
      { templateId: saved.Id },
    )
  })

  it('R-TPL-001 a child code without the right to place orders: its templates are neither listed nor saved (R-PERM-011)', async () => {
    const saved = await create(freshName(), lan(), cart('C1001-01'))
    takeAway('C1001-01', { CanPlaceOrder: false })
    expect((await list(ha())).map((t) => t.Id)).not.toContain(saved.Id)
    const before = logLength()
    await expectRefusedInBothLanguages(
      CreateTemplate,
      { name: freshName(), ...cart('C1001-01') },
      FORBIDDEN_CODE,
      tokens['customer@demo.vn'],
      'childCode.placeOrder',
      { code: 'C1001-01' },
    )
    expect(logLength()).toBe(before)
  })

  it("R-TPL-001 another company's code, or an address of another code, is refused and nothing is stored", async () => {
    const before = logLength()
    await expectRefusedInBothLanguages(
      CreateTemplate,
      { name: freshName(), ...cart('C2001') },
      FORBIDDEN_CODE,
      tokens['customer@demo.vn'],
    )
    const foreignAddress = { name: freshName(), ...cart(), shippingAddressId: addressOf('C2001') }
    await expectRefusedInBothLanguages(
      CreateTemplate,
      foreignAddress,
      MOCK_CODES.notFound,
      tokens['customer@demo.vn'],
    )
    expect(logLength()).toBe(before)
  })
})

describe('R-TPL-002 a name and lines a template may have', () => {
  it('R-TPL-002 a name is unique in the company without regard to case, and free in another company', async () => {
    const first = await create('Tết order', lan())
    await expectRefusedInBothLanguages(
      CreateTemplate,
      { name: 'TẾT ORDER', ...cart('C1001-02') },
      MOCK_CODES.ruleViolation,
      tokens['buyer@demo.vn'],
      'templates.name.taken',
      { max: 60 },
    )
    expect((await create('Tết order', minh(), cart('C2001'))).Id).not.toBe(first.Id)
  })

  it('R-TPL-002 an untrimmed, empty or 61-character name is refused by the Schema (4000); 60 characters are kept', async () => {
    for (const name of [' padded', '', 'x'.repeat(61)])
      expect((await callEncoded(CreateTemplate, { name, ...cart() }, lan())).code).toBe(BAD_REQUEST_CODE)
    expect((await create('n'.repeat(60))).Name).toHaveLength(60)
  })

  it('R-TPL-002 lines: a product twice is one line with both quantities; unsold, 0 or 100,001 cases, or 201 lines are refused', async () => {
    const merged = await create(
      freshName(),
      lan(),
      cart('C1001', [
        { ProductCode: 'SS001', Quantity: 10 },
        { ProductCode: 'SS003', Quantity: 5 },
        { ProductCode: 'SS001', Quantity: 20 },
      ]),
    )
    expect(merged.Lines).toEqual([
      { ProductCode: 'SS001', Quantity: 30 },
      { ProductCode: 'SS003', Quantity: 5 },
    ])
    const before = logLength()
    await expectRefusedInBothLanguages(
      CreateTemplate,
      { name: freshName(), ...cart('C1001', [{ ProductCode: 'NOPE-1', Quantity: 1 }]) },
      MOCK_CODES.ruleViolation,
      tokens['customer@demo.vn'],
      'templates.lines.notSold',
      { code: 'NOPE-1', max: 100_000 },
    )
    for (const lines of [
      [{ ProductCode: 'SS001', Quantity: 0 }],
      [{ ProductCode: 'SS001', Quantity: 100_001 }],
      Array.from({ length: 201 }, () => ({ ProductCode: 'SS001', Quantity: 1 })),
      [],
    ])
      expect(
        (await callEncoded(CreateTemplate, { name: freshName(), ...cart('C1001', lines) }, lan())).code,
      ).toBe(BAD_REQUEST_CODE)
    expect(logLength()).toBe(before)
  })
})

describe('R-TPL-003 a past order saved as a template', () => {
  it("R-TPL-003 keeps the order's code, address and lines; another account's order is not found", async () => {
    const placed = decoded(
      Order.CreateOpenOrder,
      await call(Order.CreateOpenOrder, orderBody(catalog()), lan()),
    )
    const saved = decoded(
      CreateTemplateFromOrder,
      await call(CreateTemplateFromOrder, { name: freshName('From order'), orderId: placed.Id }, ha()),
    )
    expect(saved.CustomerCode).toBe('C1001')
    expect(saved.ShippingAddressId).toBe(orderBody(catalog()).shippingAddressId)
    expect(saved.Lines).toEqual([
      { ProductCode: 'SS001', Quantity: 60 },
      { ProductCode: 'SS003', Quantity: 60 },
    ])
    expect(saved.AuthorName).toBe('Phạm Thu Hà')
    const answer = await callEncoded(
      CreateTemplateFromOrder,
      { name: freshName(), orderId: placed.Id },
      minh(),
    )
    expect(answer.code).toBe(MOCK_CODES.notFound)
  })
})

describe('R-TPL-004 R-TPL-005 who changes a template', () => {
  it('R-TPL-004 the author renames it and replaces its lines with a cart; the company sees the change', async () => {
    const saved = await create(freshName(), ha())
    const renamed = decoded(
      RenameTemplate,
      await call(RenameTemplate, { templateId: saved.Id, name: 'Renamed by Hà' }, ha()),
    )
    expect(renamed.Name).toBe('Renamed by Hà')
    const lines = [{ ProductCode: 'SS003', Quantity: 200 }]
    const updated = decoded(
      UpdateTemplate,
      await call(UpdateTemplate, { templateId: saved.Id, ...cart('C1001-01', lines) }, ha()),
    )
    expect(updated).toMatchObject({ CustomerCode: 'C1001-01', Lines: lines, Name: 'Renamed by Hà' })
    expect((await list(lan())).find((t) => t.Id === saved.Id)).toMatchObject({
      Lines: lines,
      CanChange: true,
    })
    // A cart of another company is another company's template, never this one's.
    const answer = await callEncoded(UpdateTemplate, { templateId: saved.Id, ...cart('C2001') }, ha())
    expect(answer.code).toBe(FORBIDDEN_CODE)
  })

  it('R-TPL-005 a user who is neither the author nor of the Main role may not rename, update or delete it; Main may', async () => {
    const saved = await create(freshName(), lan())
    const before = logLength()
    for (const [endpoint, body] of [
      [RenameTemplate, { templateId: saved.Id, name: freshName() }],
      [UpdateTemplate, { templateId: saved.Id, ...cart() }],
      [DeleteTemplate, { templateId: saved.Id }],
    ] as const)
      await expectRefusedInBothLanguages(
        endpoint,
        body,
        FORBIDDEN_CODE,
        tokens['buyer@demo.vn'],
        'templates.notYours',
      )
    expect(logLength()).toBe(before)
    const hers = await create(freshName(), ha())
    expect((await call(DeleteTemplate, { templateId: hers.Id }, lan())).code).toBe(0)
    expect((await call(DeleteTemplate, { templateId: saved.Id }, lan())).code).toBe(0)
    const left = (await list(ha())).map((t) => t.Id)
    expect(left).not.toContain(saved.Id)
    expect(left).not.toContain(hers.Id)
    expect((await callEncoded(DeleteTemplate, { templateId: saved.Id }, lan())).code).toBe(
      MOCK_CODES.notFound,
    )
  })
})

describe('R-TPL-006 a template is a record of the log', () => {
  it('R-TPL-006 a backend started over the same log (a reload, another tab) lists the same templates; a write sent again with its Idempotency-Key is done once', async () => {
    const persistence = memoryPersistence()
    const sessions = memorySessionStore()
    const first = createMockBackend({ persistence, sessions, realNow: fixedClock })
    await first.ready()
    const send = async (backend: typeof first, request: Request) =>
      (await (await backend.respond(request))!.json()) as { code: number; data: unknown }
    const signIn = requestOf(Login, { account: 'customer@demo.vn', password: DEMO_PASSWORD })
    const { token } = (await send(first, signIn)).data as { token: string }
    const headers = { 'Idempotency-Key': 'template-key-0001' }
    const create = () => requestOf(CreateTemplate, { name: 'Kept', ...cart() }, { token, headers })
    expect((await send(first, create())).code).toBe(0)
    expect((await send(first, create())).code).toBe(0)
    const second = createMockBackend({ persistence, sessions, realNow: fixedClock })
    await second.ready()
    const listed = await send(second, requestOf(GetTemplates, {}, { token }))
    expect((listed.data as OrderTemplate[]).map((t) => t.Name)).toEqual(['Kept'])
    first.close()
    second.close()
  })
})
