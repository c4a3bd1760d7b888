// The lists' tracking dialog downloads when a tracking is first opened (R-PERF-029, decision 0386).
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { TrackingStep } from '../../api/contracts/order-entities'
import { renderAt } from './orders-common.test-kit'
import { useOrderTracking } from './TrackingDialog'

/** How many times the dialog's module was imported. */
const viewImports = vi.hoisted(() => ({ count: 0 }))
vi.mock('./TrackingDialogView', async (original) => {
  viewImports.count += 1
  return await original()
})

const STEPS: readonly TrackingStep[] = [
  { TrackId: 1, TrackName_EN: 'Created', TrackName_VN: 'Đã tạo', ActionDate: '2025-03-15T08:30:00' },
  { TrackId: 2, TrackName_EN: 'Approved', TrackName_VN: 'Đã duyệt', ActionDate: '2025-03-16T09:00:00' },
] as never

function List() {
  const tracking = useOrderTracking({ call: (async () => STEPS) as never })
  return (
    <>
      <button type="button" onClick={() => tracking.open(7, 'SO-7')}>
        Track SO-7
      </button>
      {tracking.dialog}
    </>
  )
}

describe('the order lists’ tracking dialog', () => {
  it('R-PERF-029 R-PEND-011 (en) is imported when a tracking is first opened, not with the list, and only once', async () => {
    const { user } = renderAt('/myorder/orderInfo', () => <List />)
    expect(viewImports.count).toBe(0)
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Track SO-7' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tracking of SO-7' })
    expect(await within(dialog).findByText('Approved')).toBeInTheDocument()
    expect(viewImports.count).toBe(1)
    await user.click(within(dialog).getByRole('button', { name: /close/i }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Track SO-7' }))
    expect(await screen.findByRole('dialog', { name: 'Tracking of SO-7' })).toBeInTheDocument()
    expect(viewImports.count).toBe(1)
  })
})
