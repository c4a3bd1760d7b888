// The tolerant BB finder and amount reader of the statement import (R-BANK-001, R-BANK-002).
import { describe, expect, it } from 'vitest'
import { creditAmountOf, lineKeyOf, orderNumbersIn } from './bank-statement.rules'

describe('R-BANK-001 the BB number is found in a transfer content, tolerantly', () => {
  it.each([
    ['BB00000028', ['BB00000028']],
    ['BB 00000028', ['BB00000028']],
    ['bb00000028', ['BB00000028']],
    ['Bb-00000028', ['BB00000028']],
    ['CTY BEP VIET THANH TOAN BB00000028 FT25071', ['BB00000028']],
    ['MBVCB.1234.THANHTOANBB00000028.CT TU 0071', ['BB00000028']],
    ['bb 00000028 bb00000028', ['BB00000028']],
    ['BB00000028 BB00000031', ['BB00000028', 'BB00000031']],
  ])('R-BANK-001 finds %s', (content, numbers) => {
    expect(orderNumbersIn(content)).toEqual(numbers)
  })

  it.each(['', 'THANH TOAN DON HANG 28', 'BB0000028', 'BB000000280', 'B B00000028', 'AB 00000028'])(
    'R-BANK-001 finds no BB number in %j',
    (content) => {
      expect(orderNumbersIn(content)).toEqual([])
    },
  )
})

describe('R-BANK-002 credit amounts are read as Vietnamese banks export them', () => {
  it.each([
    ['1.250.000', 1_250_000],
    ['1,250,000', 1_250_000],
    ['1250000', 1_250_000],
    ['1 250 000', 1_250_000],
    [' 1.250.000 VND', 1_250_000],
    ['1.250.000đ', 1_250_000],
    ['1.250.000,00', 1_250_000],
    ['1,250,000.00', 1_250_000],
    ['+25.000.000', 25_000_000],
    ['500', 500],
  ])('R-BANK-002 reads %j as %i', (text, amount) => {
    expect(creditAmountOf(text)).toBe(amount)
  })

  it.each([
    '',
    '0',
    '-1.250.000',
    '(1.250.000)',
    '1.250.000,50',
    '1.25',
    '12.50.000',
    '1,250.000',
    'abc',
    '1e6',
  ])('R-BANK-002 %j is no credit', (text) => {
    expect(creditAmountOf(text)).toBeUndefined()
  })

  it('R-BANK-002 a line keeps its key however its amount and spaces are written', () => {
    const line = { date: '28/11/2026', amount: '1.250.000', content: 'TT  bb00000028', reference: 'FT1' }
    expect(lineKeyOf({ ...line, amount: '1250000', content: ' tt bb00000028 ' })).toBe(lineKeyOf(line))
    expect(lineKeyOf({ ...line, reference: 'FT2' })).not.toBe(lineKeyOf(line))
  })
})
