// @vitest-environment node
// docs/openapi.json is generated from the contracts (decision 0274). This test fails when the
// committed file differs from the generation; `npm run openapi` rewrites it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allEndpoints } from '../../src/api/contracts'
import { createApp } from '../../server/app'
import type { ServerBackend } from '../../server/backend'
import { openApiDocument, openApiText } from '../../server/openapi'

const FILE = resolve('docs/openapi.json')

describe('R-SRV-006 R-API-046 R-LIVE-011 the OpenAPI description', () => {
  it('docs/openapi.json is what the contracts generate', () => {
    const expected = openApiText()
    if (process.env.UPDATE_OPENAPI) writeFileSync(FILE, expected)
    const actual = existsSync(FILE) ? readFileSync(FILE, 'utf8') : ''
    // When this fails: npm run openapi
    expect(actual === expected, 'docs/openapi.json is stale; run npm run openapi').toBe(true)
  })

  it('describes every endpoint once, with query, path and body parameters from the request Schemas', () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, any>> }
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p))
    expect(operations.map((o) => o.operationId).sort()).toEqual(
      [...allEndpoints.map((e) => e.name), 'LiveEvents'].sort(),
    )
    const approve = doc.paths['/api/__sim/orders/{orderId}/approve']!.post
    expect(approve.parameters.filter((p: { in: string }) => p.in !== 'header')).toEqual([
      expect.objectContaining({ name: 'orderId', in: 'path', required: true }),
    ])
    const pending = doc.paths['/api/Order/GetPendingOrderList']!.get
    expect(pending.parameters.every((p: { in: string }) => p.in === 'query')).toBe(true)
    const upload = doc.paths['/api/Common/UploadPdfOrImage']!.post
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      $ref: '#/components/schemas/UploadFile',
    })
    expect((doc as any).components.schemas.UploadFile).toMatchObject({ type: 'string', format: 'binary' })
    const startTime = pending.parameters.find((p: { name: string }) => p.name === 'startTime')
    expect(startTime.schema.description).toMatch(/Day/)
    // Writes take an optional Idempotency-Key header (R-API-046); reads do not.
    const key = (operation: { parameters?: { name: string; in: string }[] }) =>
      operation.parameters?.find((p) => p.name === 'Idempotency-Key')
    expect(key(approve)).toMatchObject({ in: 'header', required: false, schema: { type: 'string' } })
    expect(key(pending)).toBeUndefined()
    const pdf = doc.paths['/api/Order/ExportPDF']!.post
    expect(Object.keys(pdf.responses['200'].content)).toContain('application/pdf')
    // Every answer names its log position (R-LIVE-011); the live stream is described beside the calls.
    for (const operation of [approve, pending, pdf])
      expect(Object.keys(operation.responses['200'].headers)).toEqual(['Log-Position'])
    const live = doc.paths['/api/events']!.get
    expect(live.parameters.map((p: { name: string }) => p.name)).toEqual(['Last-Event-ID'])
    const events = live.responses['200'].content['text/event-stream'].schema
    expect(events).toEqual({ $ref: '#/components/schemas/LiveEvent' })
    expect(JSON.stringify((doc as any).components.schemas.LiveEvent)).toContain('LiveOrderEvent')
    expect(Object.keys(live.responses)).toEqual(['200', '429'])
  })

  it('is served at /api/openapi.json', async () => {
    const app = createApp(() => Promise.reject(new Error('no backend needed')) as Promise<ServerBackend>, {
      openApi: openApiDocument,
    })
    const response = await app.request('/api/openapi.json')
    expect(response.status).toBe(200)
    expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0')
  })
})
