import { act, render, screen } from '@testing-library/react'
import { useEffect, type ComponentType } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/all-texts'
import { notifier, type ToastMessage } from '../lib/notify'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { LazyPart, ShellPart, useLazyPart } from './LazyPart'

type Load = () => Promise<{ default: ComponentType<object> }>

const Part = () => <p>the drawer</p>

/** A chunk's download, answered by the test. */
function download() {
  let answer: (ok: boolean) => void = () => {}
  const load = vi.fn<Load>(
    () =>
      new Promise((resolve, reject) => {
        answer = (ok) => (ok ? resolve({ default: Part }) : reject(new TypeError('Failed to fetch')))
      }),
  )
  return { load, answer: (ok: boolean) => act(async () => answer(ok)) }
}

function Owner(props: { readonly load: Load; readonly onFail: () => void; readonly shown?: boolean }) {
  const { load, onFail } = props
  const { Part: Lazy, retry } = useLazyPart(load)
  if (props.shown === false) return null
  return (
    <LazyPart
      onFail={() => {
        onFail()
        retry()
      }}
    >
      <Lazy />
    </LazyPart>
  )
}

const toasts: ToastMessage[] = []
const stop = notifier.subscribe((toast) => toasts.push(toast))
afterAll(stop)
afterEach(() => {
  toasts.length = 0
  vi.restoreAllMocks()
})

describe('LazyPart', () => {
  it('R-PERF-019 says it is loading while the chunk downloads, then shows the part', async () => {
    const { load, answer } = download()
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Owner load={load} onFail={() => {}} />
      </I18nextProvider>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    await answer(true)
    expect(screen.getByText('the drawer')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('R-PERF-019 a chunk that cannot be downloaded says Connection Error, shows nothing, and the next try downloads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { load, answer } = download()
    const onFail = vi.fn()
    const view = render(
      <I18nextProvider i18n={createI18n('vi')}>
        <Owner load={load} onFail={onFail} />
      </I18nextProvider>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải…')
    await answer(false)
    expect(onFail).toHaveBeenCalledTimes(1)
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', key: 'errors:network' })])
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByText('the drawer')).toBeNull()

    // The owner hides the part and shows it again (the next opening): a new download, which
    // succeeds (React's own lazy would keep failing without asking again).
    const i18n = createI18n('vi')
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Owner load={load} onFail={onFail} shown={false} />
      </I18nextProvider>,
    )
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Owner load={load} onFail={onFail} />
      </I18nextProvider>,
    )
    expect(load).toHaveBeenCalledTimes(2)
    await answer(true)
    expect(screen.getByText('the drawer')).toBeInTheDocument()
  })
})

describe('useLazyPart', () => {
  it('R-PERF-020 a download that failed while the part was hidden is asked for again at its next showing (retryIfFailed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { load, answer } = download()
    const owner = { again: () => {} }
    function PopUp(props: { readonly open: boolean }) {
      const { Part: Lazy, retry, retryIfFailed } = useLazyPart(load)
      useEffect(() => {
        owner.again = retryIfFailed
      })
      return props.open ? (
        <LazyPart onFail={retry}>
          <Lazy />
        </LazyPart>
      ) : null
    }
    const i18n = createI18n('en')
    const view = render(
      <I18nextProvider i18n={i18n}>
        <PopUp open />
      </I18nextProvider>,
    )
    // Closed while it downloads; the download then fails, with nothing shown to catch it.
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <PopUp open={false} />
      </I18nextProvider>,
    )
    await answer(false)
    act(() => owner.again())
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <PopUp open />
      </I18nextProvider>,
    )
    expect(load).toHaveBeenCalledTimes(2)
    await answer(true)
    expect(screen.getByText('the drawer')).toBeInTheDocument()
    expect(toasts).toEqual([])
  })
})

describe('ShellPart', () => {
  it('R-PERF-020 a top-bar part whose chunk cannot be downloaded is left out, the page stays, and the next page asks for it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { load, answer } = download()
    // The shell stays across pages, as the portal's does: only the page inside it changes.
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <header>
                <ShellPart load={load} />
              </header>
              <Outlet />
            </>
          ),
          children: [
            { path: '/homepage', element: <p>the page</p> },
            { path: '/myorder/orderInfo', element: <p>the page</p> },
          ],
        },
      ],
      { initialEntries: ['/homepage'] },
    )
    render(<RouterProvider router={router} />)
    await answer(false)
    expect(screen.getByText('the page')).toBeInTheDocument()
    expect(screen.queryByText('the drawer')).toBeNull()
    expect(toasts).toEqual([])
    expect(load).toHaveBeenCalledTimes(1)

    await act(() => router.navigate('/myorder/orderInfo'))
    expect(load).toHaveBeenCalledTimes(2)
    await answer(true)
    expect(screen.getByText('the drawer')).toBeInTheDocument()
    expect(screen.getByText('the page')).toBeInTheDocument()
  })

  it('R-PERF-020 a top-bar part that crashes once downloaded is not hidden as a failed download: the crash reaches the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('a fault in the bell')
    }
    const load = vi.fn<Load>(() => Promise.resolve({ default: Broken }))
    const router = createMemoryRouter(
      [
        {
          path: '/homepage',
          element: <ShellPart load={load} />,
          errorElement: <p>the error page</p>,
        },
      ],
      { initialEntries: ['/homepage'] },
    )
    render(<RouterProvider router={router} />)
    await act(async () => {})
    expect(await screen.findByText('the error page')).toBeInTheDocument()
    expect(toasts).toEqual([])
  })
})
