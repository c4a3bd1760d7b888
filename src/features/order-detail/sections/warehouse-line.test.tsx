// The drawer's warehouse (issue 37): one line, never 'Warehouse —' in the customer info beside
// 'Warehouse Not yet' in the logistics info.
import { render, screen } from '@testing-library/react'
import { Arbitrary, FastCheck as fc } from 'effect'
import { beforeAll, describe, expect, it } from 'vitest'
import { Order } from '../../../api/contracts/order-entities'
import { i18n, loadAppTexts } from '../../../i18n'
import type { DetailScreen } from '../../../machines/order-detail'
import { CustomerInfoSection } from './CustomerInfoSection'
import { LogisticsInfoSection } from './LogisticsInfoSection'

const [sample] = fc.sample(Arbitrary.make(Order), { numRuns: 1, seed: 20261129 })
const never = () => new Promise<never>(() => {})
const io = {
  loadOrder: never,
  uploadFile: never,
  saveVouchers: never,
  submitVouchers: never,
  fetchFile: never,
  loadPromotionTypes: never,
  loadChildRights: never,
  loadTransfer: never,
}

function drawer(order: Order, detailScreen: DetailScreen) {
  const props = {
    order,
    viewer: { customerTypeName: 'Company' },
    screen: detailScreen,
    reload() {},
    close() {},
    io,
  }
  return render(
    <>
      <CustomerInfoSection {...props} />
      {detailScreen === 'confirmed' ? <LogisticsInfoSection order={order} /> : null}
    </>,
  )
}

beforeAll(async () => {
  await loadAppTexts()
})

describe('R-CONF-024 the order drawer has one warehouse line', () => {
  it('(en) a confirmed order with logistics info shows the warehouse there only', async () => {
    await i18n.changeLanguage('en')
    drawer({ ...sample!, FeOrderStatus: 3, WarehouseCode: '' }, 'confirmed')
    expect(screen.getAllByText('Warehouse', { exact: true })).toHaveLength(1)
    expect(screen.getByText('Warehouse', { exact: true }).nextElementSibling).toHaveTextContent('Not yet')
  })

  it('(vi) a pending order keeps it in the customer info', async () => {
    await i18n.changeLanguage('vi')
    drawer({ ...sample!, FeOrderStatus: 1, WarehouseCode: 'WH-HCM' }, 'pending')
    const label = screen.getByText('Kho', { exact: true })
    expect(label.nextElementSibling).toHaveTextContent('WH-HCM')
  })
})
