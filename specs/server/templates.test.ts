// @vitest-environment node
// Company templates in server mode (R-TPL-006, decision 0366): the same handlers over PostgreSQL
// (PGlite here); a template saved by one user of the company is read by another after the server
// restarts on the same data folder, and a write retried with its Idempotency-Key is done once.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  CreateTemplate,
  GetTemplates,
  RenameTemplate,
  type OrderTemplate,
} from '../../src/api/contracts/template'
import { httpCall, httpLogin, startServer, type RunningServer } from '../../server/test/http'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 })

const running: RunningServer[] = []
const folder = mkdtempSync(join(tmpdir(), 'portal-tpl-'))
afterAll(async () => {
  for (const server of running.splice(0)) await server.stop().catch(() => undefined)
  rmSync(folder, { recursive: true, force: true })
})

describe('R-TPL-006 templates in server mode', () => {
  it('R-TPL-006 saved by one user, renamed by its author after a retry, and listed for a colleague after a restart', async () => {
    const first = await startServer({ dataDir: folder })
    running.push(first)
    const lan = await httpLogin(first.origin)
    const catalog = (await first.backend()).state.orders.catalog
    const address = catalog.companies.find((c) => c.customer.CustomerCode === 'C1001')!.addresses[0]!.Id
    const body = {
      name: 'Hàng tuần',
      customerCode: 'C1001',
      shippingAddressId: address,
      lines: [{ ProductCode: 'SS001', Quantity: 120 }],
    }
    const saved = await httpCall(first.origin, CreateTemplate, body, { token: lan })
    expect(saved.code, saved.message).toBe(0)
    const id = (saved.data as OrderTemplate).Id
    const headers = { 'Idempotency-Key': 'rename-template-0001' }
    const rename = () =>
      httpCall(first.origin, RenameTemplate, { templateId: id, name: 'Weekly' }, { token: lan, headers })
    expect((await rename()).code).toBe(0)
    expect((await rename()).code).toBe(0)
    const log = (await first.backend()).state.orders.store.log
    expect(
      log.filter((r) => r.kind === 'template').map((r) => (r as { event: { type: string } }).event.type),
    ).toEqual(['created', 'renamed'])
    await first.stop()
    running.splice(0)

    const second = await startServer({ dataDir: folder })
    running.push(second)
    const ha = await httpLogin(second.origin, 'buyer@demo.vn')
    const listed = await httpCall(second.origin, GetTemplates, {}, { token: ha })
    expect(listed.code, listed.message).toBe(0)
    expect(listed.data as OrderTemplate[]).toEqual([
      expect.objectContaining({
        Id: id,
        Name: 'Weekly',
        Lines: body.lines,
        AuthorName: 'Nguyễn Thị Lan',
        CanChange: false,
      }),
    ])
  })
})
