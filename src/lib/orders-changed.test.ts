import { describe, expect, it } from 'vitest'
import { createOrdersChanged } from './orders-changed'

describe('the orders-changed signal', () => {
  it('R-API-043 tells every listener, and no longer one that stopped listening', () => {
    const signal = createOrdersChanged()
    const heard: string[] = []
    const stopA = signal.subscribe(() => heard.push('a'))
    signal.subscribe(() => heard.push('b'))
    signal.publish()
    stopA()
    signal.publish()
    expect(heard).toEqual(['a', 'b', 'b'])
  })
})
