// The quick-order panel on a running place-order machine (the test kit's, with its catalogue):
// typed lines go in or are listed with their reasons, the refused ones stay in the box; the code
// box adds one line (R-QUICK-003, R-QUICK-004, R-QUICK-010).
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, loadAppTexts } from '../../i18n'
import { CATALOGUE, editing } from '../../machines/place-order/place-order.testkit'
import type { PlaceOrderClient } from './place-order.wiring'
import QuickOrderPanel from './QuickOrderPanel'

beforeAll(async () => {
  await loadAppTexts()
  await i18n.changeLanguage('en')
})

async function panel() {
  const h = await editing()
  // GetCustomerProductList without a code: every company's products, one of them not C1001's.
  const everyCompany = [...CATALOGUE, { ...CATALOGUE[0]!, ProductCode: 'ELSE-1' }]
  const client = { call: () => Promise.resolve(everyCompany) } as unknown as PlaceOrderClient
  render(<QuickOrderPanel actor={h.actor} client={client} lng="en" />)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled())
  return h
}

describe('quick order panel', () => {
  it('R-QUICK-003 R-QUICK-004 lists each refused line with its number and reason, adds the good ones and keeps the refused in the box', async () => {
    const h = await panel()
    const box = screen.getByRole('textbox', { name: 'Product codes and quantities' })
    fireEvent.change(box, { target: { value: 'Code\tQty\ndry-a\t60\nELSE-1\t5\nDRY-B\t2.5\ndry-a 40' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    const report = await screen.findByRole('region', { name: 'Result' })
    expect(report).toHaveTextContent('Lines added: 2. Lines not added: 2.')
    expect(report).toHaveTextContent('Line 3 ELSE-1: ELSE-1 is not sold to customer code C1001.')
    expect(report).toHaveTextContent('Line 4 DRY-B: Please enter a whole number of cases.')
    expect(report).toHaveTextContent('Line 5 DRY-A was already in the cart: 40 cases added, 100 in all.')
    expect(box).toHaveValue('ELSE-1\t5\nDRY-B\t2.5')
    expect(h.context().cart.map((l) => [l.ProductCode, l.Quantity])).toEqual([['DRY-A', 100]])
  })

  it('R-QUICK-010 the code box offers the products with both names and adds one line', async () => {
    const h = await panel()
    const code = screen.getByRole('combobox', { name: 'Product code or name' })
    const options = document.querySelectorAll(`datalist[id="${code.getAttribute('list')}"] option`)
    expect([...options].map((o) => [o.getAttribute('value'), o.getAttribute('label')])).toEqual(
      CATALOGUE.map((p) => [p.ProductCode, `${p.ProductName_enUS} · ${p.ProductName}`]),
    )
    fireEvent.change(code, { target: { value: 'dry-b' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Cases' }), { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByRole('region', { name: 'Result' })).toHaveTextContent(
      'Line 1 DRY-B: 12 cases added.',
    )
    expect(code).toHaveValue('')
    expect(h.context().cart.map((l) => [l.ProductCode, l.Quantity])).toEqual([['DRY-B', 12]])
  })
})
