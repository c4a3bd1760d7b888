// The place-order questions download when the first one is asked (R-PERF-029, decision 0386).
// Its own file: once imported, a module stays in the registry for every later test of a file.
import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock } from '../../test/order-contract'
import {
  DISTRIBUTOR,
  productList,
  quantityBox,
  renderScreen,
  signIn,
  type SignedIn,
} from './place-order.test-kit'

/** How many times the questions' module was imported. */
const dialogsImports = vi.hoisted(() => ({ count: 0 }))
vi.mock('./PlaceOrderDialogs', async (original) => {
  dialogsImports.count += 1
  return await original()
})

startMockServer({ realNow: fixedClock })
let distributor: SignedIn
beforeAll(async () => {
  distributor = await signIn(DISTRIBUTOR)
})

async function typeEta(user: UserEvent, text: string) {
  const box = screen.getByRole('textbox', { name: 'ETA date' })
  act(() => box.focus())
  await user.clear(box)
  await user.type(box, text, { skipClick: true })
  await user.tab()
}

describe('place-order screen: the questions download when first asked', { timeout: 30_000 }, () => {
  it('R-PERF-029 the confirmation is imported at the first Submit, not with the screen, and only once', async () => {
    const { user } = renderScreen({ as: distributor })
    await productList()
    await user.clear(quantityBox('Shrimp har gow'))
    await user.type(quantityBox('Shrimp har gow'), '120{Enter}')
    await typeEta(user, '25-03-2025')
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Gate 2')
    expect(dialogsImports.count).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const asked = await screen.findByRole('dialog', { name: 'Submit this order?' }, { timeout: 10_000 })
    expect(dialogsImports.count).toBe(1)
    await user.click(within(asked).getByRole('button', { name: 'Back to the order' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(
      await screen.findByRole('dialog', { name: 'Submit this order?' }, { timeout: 10_000 }),
    ).toBeVisible()
    expect(dialogsImports.count).toBe(1)
  })
})
