// Helpers for the order backend's contract tests (on top of mock-contract.ts): requests with path
// parameters (the simulator) or multipart bodies (uploads), file answers, order bodies built from
// the seed's catalogue, and a fixed business clock.
import { Schema } from 'effect'
import { expect } from 'vitest'
import { toQuery } from '../api/client'
import { fillPath } from '../api/contracts/path'
import type { OrderBody } from '../api/contracts/order'
import type { OrderProductLine } from '../api/contracts/order-entities'
import type { Endpoint } from '../api/endpoint'
import type { Language } from '../i18n'
import { productByCode, type CatalogSeed } from '../backend/seed/catalog'
import { ORIGIN, type Answer, type CallOptions } from './mock-contract'
import { orderLineOf } from './order-line'

/** 2025-03-15 10:00:00 in Vietnam: the tests' real clock, so the seed's base date is 2025-03-15. */
export const TEST_NOW = new Date('2025-03-15T03:00:00Z')
export const TEST_TODAY = '2025-03-15'
export const fixedClock = () => TEST_NOW

function headersOf({ token, language = 'vi' }: CallOptions): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': language, Accept: 'application/json' }
  if (token) {
    headers.Token = token
    headers.Authorization = `Bearer ${token}`
  }
  return headers
}

/** Sends a request whose path has `:name` segments (the client's fillPath), JSON body. */
export async function callWithPath<Req>(
  endpoint: Endpoint<Req>,
  input: NoInfer<Req>,
  options: CallOptions = {},
): Promise<Answer> {
  const encoded = Schema.encodeSync(endpoint.request)(input)
  const { path, rest } = fillPath(endpoint.path, encoded)
  const headers = { ...headersOf(options), 'Content-Type': 'application/json;charset=UTF-8' }
  const bodyless = endpoint.method === 'GET'
  const query = bodyless ? toQuery(rest) : ''
  const response = await fetch(`${ORIGIN}/${path}${query}`, {
    method: endpoint.method,
    headers,
    ...(bodyless ? {} : { body: JSON.stringify(rest) }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

/** Uploads a file as multipart field `file` (api/Common/UploadPdfOrImage). */
export async function upload(file: File, options: CallOptions = {}): Promise<Answer> {
  const form = new FormData()
  form.append('file', file, file.name)
  const response = await fetch(`${ORIGIN}/api/Common/UploadPdfOrImage`, {
    method: 'POST',
    headers: headersOf(options),
    body: form,
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

/** A file answer: JSON body for GET (query) or POST, the raw Response back. */
export function download(endpoint: Endpoint, encoded: Record<string, unknown>, options: CallOptions = {}) {
  const headers = { ...headersOf(options), Accept: '*/*' }
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries(encoded))
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined) query.append(key, String(item))
    return fetch(`${ORIGIN}/${endpoint.path}?${query.toString()}`, { headers })
  }
  return fetch(`${ORIGIN}/${endpoint.path}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json;charset=UTF-8' },
    body: JSON.stringify(encoded),
  })
}

/** An order line for a catalogue product, as the place-order screen sends it (R-API-028). */
export function lineOf(catalog: CatalogSeed, code: string, quantity: number): OrderProductLine {
  const product = productByCode(catalog, code)
  if (product === undefined) throw new Error(`no product ${code}`)
  return orderLineOf(product, quantity)
}

/** A valid order body for C1001 (120 ambient cases, ETA ten days ahead); `over` changes it. */
export function orderBody(catalog: CatalogSeed, over: Partial<OrderBody> = {}): OrderBody {
  const lines = [lineOf(catalog, 'SS001', 60), lineOf(catalog, 'SS003', 60)]
  return {
    customerCode: 'C1001',
    warehouseCode: null,
    formatId: 1,
    shippingAddressId: catalog.companies.find((c) => c.customer.CustomerCode === 'C1001')!.addresses[0]!.Id,
    quantity: 120,
    amount: lines.reduce((sum, l) => sum + l.Amount, 0),
    specialRatePercent: 0,
    note: 'Contract test order',
    etaDate: '2025-03-25',
    orderProductList: lines,
    orderPaymentList: [],
    ...over,
  }
}

export const LANGUAGES: readonly Language[] = ['vi', 'en']
