import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { fillPath, PathParamError, pathParams } from './path'
import { SimApprove, SimCancel } from './simulator'

describe('path parameters', () => {
  it('lists the :name segments of a path', () => {
    expect(pathParams('api/__sim/orders/:orderId/approve')).toEqual(['orderId'])
    expect(pathParams('api/Order/Get')).toEqual([])
  })

  it('R-API-036 fills the order id into the simulator path and keeps the rest for the body', () => {
    const encoded = Schema.encodeSync(SimCancel.request)({ orderId: 42, reason: 'Out of stock' })
    expect(fillPath(SimCancel.path, encoded)).toEqual({
      path: 'api/__sim/orders/42/cancel',
      rest: { reason: 'Out of stock' },
    })
  })

  it('escapes a value so it stays one segment', () => {
    expect(fillPath('api/x/:code', { code: 'a/b c' }).path).toBe('api/x/a%2Fb%20c')
  })

  it('refuses a missing or non-string value instead of sending ":orderId"', () => {
    expect(() => fillPath(SimApprove.path, {})).toThrow(PathParamError)
    expect(() => fillPath(SimApprove.path, { orderId: 42 })).toThrow(PathParamError)
  })

  it('leaves a path without parameters and its input alone', () => {
    expect(fillPath('api/Order/Get', { orderId: '7' })).toEqual({
      path: 'api/Order/Get',
      rest: { orderId: '7' },
    })
  })
})
