// The order drawer when the order cannot be loaded: Try again goes away while it loads, and the
// drawer's content keeps the keyboard focus meanwhile (decision 0330).
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Order } from '../../api/contracts/order-entities'
import { renderAt } from '../../components/orders/orders-common.test-kit'
import { SessionProvider } from '../../components/session/session-context'
import { sessionMachine } from '../../machines/session/session.machine'
import type { OrderDetailIO } from './order-detail-io'
import { OrderDetailDrawer } from './OrderDetailDrawer'

const never = () => new Promise<never>(() => {})

describe('the order drawer', () => {
  it('R-A11Y-008 (en) Try again after a failed load: the drawer keeps the focus while the order loads', async () => {
    const loads: { reject: (error: Error) => void }[] = []
    const io: OrderDetailIO = {
      loadOrder: () => new Promise<Order>((_, reject) => loads.push({ reject })),
      uploadFile: never,
      saveVouchers: never,
      submitVouchers: never,
      fetchFile: never,
      loadPromotionTypes: () => Promise.resolve([]),
      loadChildRights: () => Promise.resolve(null),
      loadTransfer: () => Promise.resolve(null),
    }
    const session = createActor(sessionMachine, { input: { token: undefined, userInfo: undefined } }).start()
    const { router, user } = renderAt('/myorder/orderInfo', () => (
      <SessionProvider actor={session}>
        <OrderDetailDrawer screen="pending" io={io} />
      </SessionProvider>
    ))
    await act(() => router.navigate('/myorder/orderInfo?orderId=7'))
    await act(async () => loads[0]?.reject(new TypeError('Failed to fetch')))
    const retry = await screen.findByRole('button', { name: 'Try again' })
    retry.focus()
    await user.keyboard('{Enter}')
    expect(loads).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    const content = screen.getByRole('dialog').querySelector('.p-sidebar-content')
    expect(content).not.toBeNull()
    expect(document.activeElement).toBe(content)
  })
})
