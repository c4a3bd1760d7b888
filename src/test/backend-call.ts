// Calls one given mock backend directly, without a Node server: what a browser tab's in-page
// backend does (MSW's getResponse over its handlers). Several backends over one shared session
// store stand for several tabs of one browser, or for one tab before and after a reload.
import { Schema } from 'effect'
import { getResponse, type RequestHandler } from 'msw'
import { expect } from 'vitest'
import type { Endpoint } from '../api/endpoint'
import { requestOf, type Answer, type CallOptions } from './mock-contract'

export interface BackendLike {
  readonly handlers: readonly RequestHandler[]
  readonly ready: () => Promise<void>
}

/** Encodes `input` as the client does and asks `backend` (as its tab would); reads the envelope. */
export async function callOn<Req>(
  backend: BackendLike,
  endpoint: Endpoint<Req>,
  input: NoInfer<Req>,
  options: CallOptions = {},
): Promise<Answer> {
  const response = await getResponse(
    [...backend.handlers],
    requestOf(endpoint, Schema.encodeSync(endpoint.request)(input), options),
  )
  expect(response, `${endpoint.name} has a handler`).toBeDefined()
  expect(response!.status).toBe(200)
  return (await response!.json()) as Answer
}
