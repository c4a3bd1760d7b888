// The bell over the machine's fake server: the red dot, the popover's types in the active language,
// the dialog's list, and notification texts that carry markup rendered inert (R-NOTI-012).
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderAt } from '../../components/orders/orders-common.test-kit'
import { fakeServer, notification, type FakeServer } from '../../machines/notifications/notifications.testkit'
import { NotificationBell } from './NotificationBell'
import type { NotificationsIO } from './notifications-io'

// How many times the popover's module was imported (R-PERF-030): once, at the bell's first press.
const popoverImports = vi.hoisted(() => ({ count: 0 }))
vi.mock('./NotificationPopover', async (original) => {
  popoverImports.count += 1
  return await original()
})

const ioOf = (server: FakeServer): NotificationsIO => ({
  loadSummary: async () => server.summary(),
  loadList: async ({ typeId }) => server.list(typeId),
  markRead: async (write) => server.mark(write),
})

const HOSTILE = [
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<a href="javascript:window.__pwned = \'link\'">open</a>',
].join(' ')

const dot = () => screen.queryByTestId('notification-dot')

describe('the notification bell', () => {
  // First of the file: once imported, the module stays in the registry for the tests after.
  it("R-PERF-030 (en) the popover's code is imported at the bell's first press, not with the bell, and only once", async () => {
    const server = fakeServer([notification(1, 1)])
    const { user } = renderAt('/homepage', () => <NotificationBell io={ioOf(server)} />, 'en')
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' })
    expect(popoverImports.count).toBe(0)
    expect(screen.queryByRole('heading', { name: 'Notifications', hidden: true })).toBeNull()
    await user.click(bell)
    expect(await screen.findByRole('heading', { name: 'Notifications', hidden: true })).toBeInTheDocument()
    expect(popoverImports.count).toBe(1)
    await user.click(bell)
    await user.click(bell)
    expect(popoverImports.count).toBe(1)
  })

  it('R-NOTI-008 R-NOTI-006 (en) shows the red dot while something is unread; mark all as read takes it away', async () => {
    const server = fakeServer([notification(1, 1), notification(2, 2, { IsRead: true })])
    const { user } = renderAt('/homepage', () => <NotificationBell io={ioOf(server)} />, 'en')
    await waitFor(() => expect(dot()).not.toBeNull())
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }))
    await user.click(await screen.findByRole('button', { name: 'Mark all as read', hidden: true }))
    await waitFor(() => expect(dot()).toBeNull())
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    expect(server.summary().total).toBe(0)
  })

  it('R-NOTI-015 (en) the dot carries the unread count, 99+ above 99', async () => {
    const few = fakeServer([notification(1, 1), notification(2, 2), notification(3, 3, { IsRead: true })])
    renderAt('/homepage', () => <NotificationBell io={ioOf(few)} />, 'en')
    await waitFor(() => expect(dot()).toHaveTextContent(/^2$/))
    cleanup()
    const many = fakeServer(Array.from({ length: 120 }, (_, i) => notification(i + 1, 1)))
    renderAt('/homepage', () => <NotificationBell io={ioOf(many)} />, 'en')
    await waitFor(() => expect(dot()).toHaveTextContent(/^99\+$/))
    // The button's name says the exact count; the badge is what the eye reads.
    expect(screen.getByRole('button', { name: 'Notifications, 120 unread' })).toBeInTheDocument()
  })

  it('R-NOTI-012 R-NOTI-014 (vi) <script>, onerror= and javascript: in a notification render as inert text, in the popover and the dialog', async () => {
    const server = fakeServer([
      notification(1, 4, {
        NotificationContent_VN: HOSTILE,
        NotificationContent_EN: HOSTILE,
        OrderId: null,
        OrderType: null,
      }),
    ])
    const { user } = renderAt('/homepage', () => <NotificationBell io={ioOf(server)} />, 'vi')
    await waitFor(() => expect(dot()).not.toBeNull())
    await user.click(screen.getByRole('button', { name: 'Thông báo, 1 chưa đọc' }))
    const popoverType = await screen.findByRole('button', { name: /Loại 4/, hidden: true })
    expect(popoverType.textContent).toContain('<script>')
    await user.click(popoverType)
    const list = await screen.findByRole('list', { name: 'Thông báo thuộc loại này, mới nhất trước' })
    const item = within(list).getByRole('button')
    expect(item.textContent).toContain(HOSTILE)
    expect(item.textContent).toContain('Chưa đọc')
    expect(item.textContent).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/)
    for (const root of [document.body])
      expect(root.querySelectorAll('script, img[onerror], a[href^="javascript:"]')).toHaveLength(0)
    expect((window as { __pwned?: string }).__pwned).toBeUndefined()
    // A notification of no order stays in the dialog, read.
    await user.click(item)
    await waitFor(() => expect(dot()).toBeNull())
    expect(within(list).queryByText('Chưa đọc')).toBeNull()
  })

  it('R-NOTI-014 (en) an empty type says so', async () => {
    const server = fakeServer([notification(1, 1)])
    const { user } = renderAt('/homepage', () => <NotificationBell io={ioOf(server)} />, 'en')
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }))
    await user.click(await screen.findByRole('button', { name: /Type 3/, hidden: true }))
    expect(await screen.findByText('There are no notifications of this type.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark this type as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })
})
