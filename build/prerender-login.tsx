// The login page rendered to HTML at build time, in both languages (decision 0252), by the same
// component the app renders; build/prerender-plugin.ts puts it into index.html. Loaded through
// Vite's SSR module loader, so the sources run as they are (their CSS imports are ignored here).
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { LoginPage } from '../src/features/auth/LoginPage'
import { LANGUAGES, type Language } from '../src/i18n'
import { createI18n } from '../src/i18n/all-texts'
import { PRODUCT_NAME_KEY } from '../src/lib/env'
import { COOKIE_KEYS, COOKIE_LIFETIME_DAYS, COOKIE_PATH, LOCAL_KEYS, storage } from '../src/lib/storage'

export interface PrerenderedPage {
  readonly lng: Language
  readonly html: string
  readonly title: string
}

export function renderLoginPages(): PrerenderedPage[] {
  return LANGUAGES.map((lng) => {
    const i18n = createI18n(lng)
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage onSubmit={() => undefined} />
        </MemoryRouter>
      </I18nextProvider>,
    )
    return { lng, html, title: `${i18n.t('shell:route.login')} - ${i18n.t(PRODUCT_NAME_KEY)}` }
  })
}

/** What the inline scripts read: the stored language, the remembered account, whether a session
 * cookie exists (decision 0301), and the stored layout settings (local storage). */
export const cookieNames = {
  language: `${storage.prefix}${COOKIE_KEYS.language}`,
  account: `${storage.prefix}${COOKIE_KEYS.account}`,
  token: `${storage.prefix}${COOKIE_KEYS.token}`,
  userInfo: `${storage.prefix}${COOKIE_KEYS.userInfo}`,
  settings: `${storage.prefix}${LOCAL_KEYS.settings}`,
  sidebarStatus: `${storage.prefix}${LOCAL_KEYS.sidebarStatus}`,
  homeBanners: `${storage.prefix}${LOCAL_KEYS.homeBanners}`,
}

/** The attributes the app's storage writes a cookie with (path, lifetime, SameSite), for the
 * language cookie the pre-rendered switch writes. */
export const cookieAttributes = `; path=${COOKIE_PATH}; max-age=${COOKIE_LIFETIME_DAYS * 24 * 60 * 60}; samesite=lax`
