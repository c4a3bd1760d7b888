import { describe, expect, it } from 'vitest'
import { keepVouchers, keptVouchers } from './voucher-drafts'

function memoryStorage(initial: unknown = undefined) {
  let value: unknown = initial
  return {
    getLocal: <T>() => value as T | undefined,
    setLocal: (_key: string, next: unknown) => void (value = JSON.parse(JSON.stringify(next))),
    removeLocal: () => void (value = undefined),
    get value() {
      return value
    },
  }
}

const slip = { url: '/api/__files/1', fileName: 'slip.png', size: 120 }

describe('vouchers kept in the browser per order (decision 0298)', () => {
  it('keeps, reads back and forgets one order without touching another', () => {
    const storage = memoryStorage()
    keepVouchers(7, [slip], storage)
    keepVouchers(8, [{ ...slip, url: '/api/__files/2' }], storage)
    expect(keptVouchers(7, storage)).toEqual([slip])
    keepVouchers(7, [], storage)
    expect(keptVouchers(7, storage)).toEqual([])
    expect(keptVouchers(8, storage)).toHaveLength(1)
    keepVouchers(8, [], storage)
    expect(storage.value).toBeUndefined()
  })

  it('tampered storage reads as nothing kept, and only well-formed entries are read', () => {
    for (const bad of ['x', 42, [slip], null, { '7': 'slip' }, { abc: [slip] }]) {
      expect(keptVouchers(7, memoryStorage(bad))).toEqual([])
    }
    const mixed = memoryStorage({ '7': [slip, { url: 3 }, { url: '/a', fileName: 'a', size: 'big' }] })
    expect(keptVouchers(7, mixed)).toEqual([slip])
  })

  it('keeps at most the 20 newest orders', () => {
    const storage = memoryStorage()
    for (let id = 1; id <= 25; id += 1) keepVouchers(id, [slip], storage)
    expect(keptVouchers(5, storage)).toEqual([])
    expect(keptVouchers(6, storage)).toEqual([slip])
    expect(keptVouchers(25, storage)).toEqual([slip])
  })
})
