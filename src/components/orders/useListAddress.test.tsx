// The address and an order list kept in step (decisions 0203, 0210, 0308, 0321): both lists' keys,
// with the list's pages answered when the test says, so an address can change while a page loads.
// A browser router (happy-dom's history): the hook writes from the address as the window has it.
import { act, render, screen, waitFor } from '@testing-library/react'
import { useSelector } from '@xstate/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { readListState, writeListState } from '../../machines/confirmed-orders'
import {
  addressViewOf,
  PENDING_URL_KEYS,
  readListAddress,
  writeListAddress,
  type LoadPageInput,
  type OrderListPage,
} from '../../machines/order-list'
import { useInitialListState, useListAddress, type ListAddress } from './useListAddress'
import { useOrderList } from './useOrderList'

const KNOWN = { companies: ['C1001'] }

const LISTS: readonly (readonly [string, ListAddress, string])[] = [
  [
    'R-PEND-018 the pending list',
    {
      read: (params, known) => readListAddress(params, known, PENDING_URL_KEYS),
      write: (state, base) => writeListAddress(state, base, PENDING_URL_KEYS),
    },
    'orderNumber',
  ],
  ['R-CONF-022 the confirmed list', { read: readListState, write: writeListState }, 'bb'],
]

/** The list's page requests, each answered when the test says. */
function heldPages() {
  const waiting: { input: LoadPageInput; answer: (page: OrderListPage) => void }[] = []
  return {
    loadPage: (input: LoadPageInput) =>
      new Promise<OrderListPage>((answer) => void waiting.push({ input, answer })),
    /** Answers every request under way: 10 pages of rows (none of them drawn). */
    answerAll: () => {
      for (const { answer } of waiting.splice(0)) answer({ list: [], totalCount: 100 })
    },
  }
}

function List({ address, loadPage }: { address: ListAddress; loadPage: heldPagesLoad }) {
  const initial = useInitialListState(address, KNOWN)
  const list = useOrderList({ loadPage }, {}, { initial, pageSize: initial.pageSize })
  useListAddress(address, list, KNOWN)
  const { filters, pageIndex, settled } = useSelector(list.actorRef, addressViewOf)
  return (
    <>
      <p data-testid="list">{`${filters.orderNumber ?? '-'} p${pageIndex}`}</p>
      <p data-testid="busy">{settled ? 'shown' : 'loading'}</p>
      <button type="button" onClick={() => list.send({ type: 'list.filter', filters: { orderNumber: 'C' } })}>
        filter C
      </button>
    </>
  )
}
type heldPagesLoad = ReturnType<typeof heldPages>['loadPage']

/** The list opened at `/list?<key>=B&page=2`, after `/list?<key>=A` in the history, shown. */
async function listAtB(address: ListAddress, key: string) {
  const pages = heldPages()
  window.history.replaceState(null, '', `/list?${key}=A`)
  window.history.pushState(null, '', `/list?${key}=B&page=2`)
  const router = createBrowserRouter([
    { path: '/list', element: <List address={address} loadPage={pages.loadPage} /> },
  ])
  render(<RouterProvider router={router} />)
  await shown(pages, 'B p2')
  return { pages, router }
}

/** Answers the pages asked until the list shows `expected`, then lets a few frames pass. */
async function shown(pages: ReturnType<typeof heldPages>, expected: string) {
  await waitFor(() => {
    pages.answerAll()
    expect(screen.getByTestId('list').textContent).toBe(expected)
    expect(screen.getByTestId('busy').textContent).toBe('shown')
  })
  await framesPass()
}

/** Long enough for a write scheduled after the next paint (a frame, then a task) to have happened. */
const framesPass = () => act(() => new Promise((resolve) => setTimeout(resolve, 80)))

afterEach(() => window.history.replaceState(null, '', '/'))

describe.each(LISTS)('%s follows an address changed from outside while a page loads', (_, address, key) => {
  it('back while the list loads: the list shows the address gone back to, which stays', async () => {
    const { pages, router } = await listAtB(address, key)
    expect(window.location.search).toBe(`?${key}=B&page=2`)
    act(() => screen.getByRole('button', { name: 'filter C' }).click())
    expect(screen.getByTestId('busy').textContent).toBe('loading')
    await act(() => router.navigate(-1))
    await shown(pages, 'A p1')
    expect(window.location.search).toBe(`?${key}=A`)
    expect(router.state.location.search).toBe(`?${key}=A`)
  })

  it('a link to the same list while it loads: its filters and page are taken, and stay', async () => {
    const { pages, router } = await listAtB(address, key)
    act(() => screen.getByRole('button', { name: 'filter C' }).click())
    await act(() => router.navigate(`/list?${key}=D&page=3`))
    await shown(pages, 'D p3')
    expect(window.location.search).toBe(`?${key}=D&page=3`)
  })

  it("the drawer's orderId set while the list loads: the list keeps its move, the address follows it", async () => {
    const { pages, router } = await listAtB(address, key)
    act(() => screen.getByRole('button', { name: 'filter C' }).click())
    await act(() => router.navigate(`/list?${key}=B&page=2&orderId=7`))
    await shown(pages, 'C p1')
    expect(new URLSearchParams(window.location.search).get(key)).toBe('C')
    expect(new URLSearchParams(window.location.search).get('orderId')).toBe('7')
    expect(new URLSearchParams(window.location.search).get('page')).toBeNull()
  })

  it('a move of the list, settled, writes the address once painted (no outside change)', async () => {
    const { pages } = await listAtB(address, key)
    act(() => screen.getByRole('button', { name: 'filter C' }).click())
    await shown(pages, 'C p1')
    expect(window.location.search).toBe(`?${key}=C`)
  })
})
