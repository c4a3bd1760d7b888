// The homepage's head start (R-HOME-008, decision 0313): the banners the last visit's content had
// show at once, before this visit's content has come, and the answer's banners replace them and
// are kept in turn. A damaged entry in the storage is ignored.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { GetBannerList, GetPagedNewsList, type Banner } from '../../api/contracts/content'
import { SessionProvider } from '../../components/session/session-context'
import { createI18n } from '../../i18n/all-texts'
import { storage } from '../../lib/storage'
import { sessionMachine } from '../../machines/session/session.machine'
import { keepBanners, keptBanners, type HomeClient } from './home.wiring'
import { HomeScreen } from './HomePage'

const banner = (id: number, title: string): Banner => ({
  Id: id,
  Title_EN: title,
  Title_VN: title,
  ImageURL: `data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E${id}`,
  LinkURL: null,
  Sort: id,
})

/** A client whose banner list answers when the test says so; every other call answers at once, empty. */
function heldClient() {
  let answerBanners: (banners: Banner[]) => void = () => undefined
  const banners = new Promise<Banner[]>((resolve) => (answerBanners = resolve))
  const call = (endpoint: unknown) =>
    endpoint === GetBannerList
      ? banners
      : endpoint === GetPagedNewsList
        ? Promise.resolve({ list: [], totalCount: 0 })
        : Promise.resolve([])
  return { client: { call } as unknown as HomeClient, answerBanners }
}

function renderHome(client: HomeClient) {
  const session = createActor(sessionMachine, { input: { token: undefined, userInfo: undefined } }).start()
  render(
    <MemoryRouter>
      <I18nextProvider i18n={createI18n('en')}>
        <SessionProvider actor={session}>
          <HomeScreen client={client} newsId={null} onNewsChange={() => undefined} />
        </SessionProvider>
      </I18nextProvider>
    </MemoryRouter>,
  )
}

afterEach(() => localStorage.clear())

describe('R-HOME-008 the homepage shows the last visit’s banners until its content comes', () => {
  it('(en) draws the kept banner at once, then the answer’s, which it keeps', async () => {
    keepBanners([banner(1, 'Kept promotion')])
    const { client, answerBanners } = heldClient()
    renderHome(client)
    expect(await screen.findByRole('img', { name: 'Kept promotion' })).toBeInTheDocument()

    answerBanners([banner(2, 'Fresh promotion')])
    expect(await screen.findByRole('img', { name: 'Fresh promotion' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Kept promotion' })).toBeNull()
    expect(keptBanners().map((b) => b.Title_EN)).toEqual(['Fresh promotion'])
  })

  it('(en) with nothing kept, the carousel’s room waits empty for the content', async () => {
    const { client, answerBanners } = heldClient()
    renderHome(client)
    expect(document.querySelector('.home-banner--reserved')).not.toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
    answerBanners([banner(3, 'First promotion')])
    expect(await screen.findByRole('img', { name: 'First promotion' })).toBeInTheDocument()
  })

  it('ignores a damaged or foreign entry, and a storage that refuses, without failing', () => {
    for (const stored of [
      'not json',
      '{"Id":1}',
      JSON.stringify([{ Id: 'x' }]),
      JSON.stringify(Array(21).fill(banner(1, 'x'))),
    ]) {
      localStorage.setItem(`${storage.prefix}homeBanners`, stored)
      expect(keptBanners()).toEqual([])
    }
    const refusing = {
      getLocal: () => {
        throw new Error('blocked')
      },
      setLocal: () => {
        throw new Error('quota')
      },
    }
    expect(keptBanners(refusing)).toEqual([])
    expect(() => keepBanners([banner(1, 'x')], refusing)).not.toThrow()
  })

  it('keeps only banners the carousel can show, at most 20, in their order', () => {
    const many = Array.from({ length: 25 }, (_, i) => banner(25 - i, `b${25 - i}`))
    keepBanners([{ ...banner(99, 'no image'), ImageURL: ' ' }, ...many])
    const kept = keptBanners()
    expect(kept).toHaveLength(20)
    expect(kept.map((b) => b.Id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })
})

describe('R-A11Y-006 the homepage content that fails', () => {
  it('(en) is told in an alert, and told again, in a new alert, when a retry fails again at once', async () => {
    // The content's calls fail at once (offline); the news is empty.
    const call = (endpoint: unknown) =>
      endpoint === GetPagedNewsList
        ? Promise.resolve({ list: [], totalCount: 0 })
        : Promise.reject(new Error('offline'))
    renderHome({ call } as unknown as HomeClient)
    const first = await screen.findByRole('alert')
    expect(first).toHaveTextContent('The homepage could not be loaded.')

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    // A live region says a text once, when it appears: the failure comes as a new alert.
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first))
    expect(screen.getByRole('alert')).toHaveTextContent('The homepage could not be loaded.')
  })
})
