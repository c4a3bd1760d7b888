// The drawer's header says the order's status once (R-LIST-004): as the title when the title is the
// status, otherwise as the badge beside the other facts.
import { cleanup, render, screen, within } from '@testing-library/react'
import { Arbitrary, FastCheck as fc } from 'effect'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { Order } from '../../api/contracts/order-entities'
import { i18n, loadAppTexts } from '../../i18n'
import { drawerTitleOf } from '../../machines/order-detail'
import { DrawerHeader, useDrawerTitle } from './DrawerHeader'

const viewers = [{ customerTypeName: 'Company' }, { customerTypeName: 'Distributor' }] as const

function Header({ order, viewer }: { readonly order: Order; readonly viewer: (typeof viewers)[number] }) {
  const title = useDrawerTitle(order, viewer)
  return <DrawerHeader order={order} headingId="drawer-title" title={title} />
}

beforeAll(async () => {
  await loadAppTexts()
})

describe('the order drawer header', () => {
  it('R-LIST-004 R-LIST-003 (vi, en) says the status once: as the title badge, or as the badge under a title of its own', async () => {
    for (const lng of ['vi', 'en'] as const) {
      await i18n.changeLanguage(lng)
      fc.assert(
        fc.property(Arbitrary.make(Order), fc.constantFrom(...viewers), (order, viewer) => {
          cleanup()
          render(
            <MemoryRouter>
              <Header order={order} viewer={viewer} />
            </MemoryRouter>,
          )
          const status = i18n.t(`orders:status.${order.FeOrderStatus}`)
          const heading = screen.getByRole('heading', { level: 2 })
          const badges = document.querySelectorAll('[data-family]')
          expect(badges).toHaveLength(1)
          expect(badges[0]).toHaveTextContent(status)
          const titleIsStatus = drawerTitleOf(order, viewer).kind === 'status'
          expect(heading.contains(badges[0]!)).toBe(titleIsStatus)
          if (titleIsStatus) expect(heading).toHaveAccessibleName(status)
          // The status's words once in the whole header, whatever the title is.
          const header = heading.parentElement!
          expect(within(header).getAllByText(status, { exact: true })).toHaveLength(1)
        }),
        { numRuns: 40, seed: 20261129 },
      )
    }
  })
})
