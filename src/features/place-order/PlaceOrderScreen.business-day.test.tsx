// The place-order screen's 'today' is the mock server's business date (R-ORD-031, decision 0161):
// after the simulator moves the clock, the ETAs the screen offers are the ones the server accepts.
// Its own file: moving the clock changes the backend for every later test of a file.
import { act, screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { SimMoveClock } from '../../api/contracts/simulator'
import { call } from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { fixedClock } from '../../test/order-contract'
import { DISTRIBUTOR, productList, renderScreen, signIn, type SignedIn } from './place-order.test-kit'

startMockServer({ realNow: fixedClock })
let distributor: SignedIn
beforeAll(async () => {
  distributor = await signIn(DISTRIBUTOR)
})

const etaBox = () => screen.getByRole('textbox', { name: 'ETA date' })
async function typeEta(user: UserEvent, text: string) {
  act(() => etaBox().focus())
  await user.clear(etaBox())
  await user.type(etaBox(), text, { skipClick: true })
  await user.tab()
}

describe('place-order screen: the business day is the server’s', { timeout: 30_000 }, () => {
  it('R-ORD-031 R-ORD-018 R-API-039 after the simulator moves the clock 10 days, the screen offers ETAs from the moved day', async () => {
    // The seed's business day is 2025-03-15 and the distributor's ETA-ETD gap 4 days.
    const moved = await call(SimMoveClock, { days: 10 }, { token: distributor.token })
    expect(moved.code).toBe(0)
    const { user } = renderScreen({ as: distributor, serverDay: true })
    await productList()
    expect(
      await screen.findByText('Earliest ETA 29-03-2025. The ETD is 4 days before the ETA.', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible()
    // An ETA the unmoved screen offered (ETD 21-03) is one the server refuses now: the screen refuses it too.
    await typeEta(user, '25-03-2025')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The ETA 25-03-2025 cannot be chosen: its ETD has already passed. The earliest ETA is 29-03-2025.',
    )
    await typeEta(user, '29-03-2025')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
