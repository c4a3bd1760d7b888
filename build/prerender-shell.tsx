// The signed-in pages' app shell rendered to HTML at build time, in both languages (decision 0301):
// the top bar's frame and the page's heading and intro, the largest text of those pages, so that
// it paints with the HTML and the CSS instead of after some 500 KB of JavaScript. The headings are
// the components the screens render (OrderListHeading, PlaceOrderHeading, HomeWelcome), so the app
// takes over the same text in the same size. build/prerender-plugin.ts puts them into index.html;
// its inline script puts the user's name into the homepage's welcome and the last visit's first
// banner into the carousel's room (decision 0315).
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { OrderListHeading } from '../src/components/orders/OrderListHeading'
import { BannerRoom, HomeWelcome } from '../src/features/home/HomeFirstPaint'
import { PlaceOrderHeading } from '../src/features/place-order/PlaceOrderHeading'
import { ChartCard } from '../src/features/workplace/ChartCard'
import { TopProducts } from '../src/features/workplace/TopProducts'
import { WorkplaceToolbar } from '../src/features/workplace/WorkplaceToolbar'
export { WORKPLACE_YEARS } from '../src/machines/workplace/workplace.rules'
export { BUSINESS_UTC_OFFSET_HOURS } from '../src/machines/order-lifecycle/business-time'
import { NavbarMenuButton } from '../src/features/shell/NavbarMenuButton'
import { LANGUAGES, type Language } from '../src/i18n'
import { createI18n } from '../src/i18n/all-texts'
import { PRODUCT_NAME_KEY } from '../src/lib/env'
import { ROUTE_TABLE } from '../src/app/routes'
import { PATHS } from '../src/lib/paths'

/** The id of a pre-rendered page's <h1>: the app's own ids are React's, made when it renders. */
const HEADING_ID = 'prerendered-heading'
const noop = () => undefined

/** A pre-rendered page: its path, what the inline script shows there, and its route's screen module. */
interface ShellPage {
  readonly path: string
  /** The module the route table loads for the path (its CSS goes with the page, see the plugin). */
  readonly screenModule: string
  readonly page: (t: Translate) => ReactNode
}

type Translate = (key: string, values?: Readonly<Record<string, string>>) => string

/**
 * What the workplace's captions name, as the pre-render writes it: the inline script puts the
 * company shown and the business year in their place before the first paint (decision 0381).
 */
export const WORKPLACE_MARKS = { company: '{company}', year: '{year}' } as const

/**
 * The workplace as its screen first renders, before any figure (R-PERF-024): the heading, the
 * company and year choice (the inline script adds the user's companies and the years), the two
 * chart cards with their captions and skeletons, and the top 10's card.
 */
function workplace(t: Translate) {
  const card = (id: string, key: string, type: 'line' | 'bar') => (
    <ChartCard
      id={id}
      title={t(`workplace:${key}.title`)}
      caption={t(`workplace:${key}.caption`, WORKPLACE_MARKS)}
      type={type}
      labels={[]}
      series={[]}
      loading
      table={null}
    />
  )
  return (
    <section className="workplace" aria-labelledby={HEADING_ID} aria-busy>
      <h1 id={HEADING_ID}>{t('shell:route.myWorkplace')}</h1>
      <WorkplaceToolbar companies={[]} company="" years={[]} year={0} onCompany={noop} onYear={noop} />
      <div className="workplace-charts">
        {card('sales-chart', 'sales', 'line')}
        {card('pulse-chart', 'pulse', 'bar')}
      </div>
      <TopProducts products={null} caption={t('workplace:top.caption', WORKPLACE_MARKS)} />
    </section>
  )
}

const orderList = (title: string, intro: string) => (
  <section className="order-list-page" aria-labelledby={HEADING_ID}>
    <OrderListHeading
      headingId={HEADING_ID}
      title={title}
      intro={intro}
      canRefresh={false}
      onRefresh={noop}
    />
  </section>
)

/** Where the user's name goes in the homepage's welcome, to cut the text there. */
const NAME_MARK = '\u0001'

/** Issue 15's and 42's measured signed-in pages: their largest first paint needs no answer of the server. */
export const SHELL_PAGES: readonly ShellPage[] = [
  {
    // The welcome without a name and the carousel's empty room; the inline script names the user
    // and draws the last visit's first banner there (decision 0315).
    path: PATHS.home,
    screenModule: '/src/features/home/HomePage.tsx',
    page: (t) => (
      <div className="home-page">
        <HomeWelcome title={t('home:welcome.titleNoName')} body={t('home:welcome.body')} />
        <BannerRoom />
      </div>
    ),
  },
  {
    path: PATHS.pendingOrders,
    screenModule: '/src/app/PendingOrdersRoute.tsx',
    page: (t) => orderList(t('shell:route.orderInfo'), t('pendingOrders:page.intro')),
  },
  {
    path: PATHS.confirmedOrders,
    screenModule: '/src/app/ConfirmedOrdersRoute.tsx',
    page: (t) => orderList(t('shell:route.confirm'), t('confirmedOrders:page.intro')),
  },
  {
    path: PATHS.placeOrder,
    screenModule: '/src/features/place-order/PlaceOrderPage.tsx',
    page: () => (
      <section className="po-page" aria-labelledby={HEADING_ID}>
        <PlaceOrderHeading titleId={HEADING_ID} />
      </section>
    ),
  },
  {
    // The captions name the company and year: the inline script writes them (decision 0381).
    path: PATHS.myWorkplace,
    screenModule: '/src/features/workplace/WorkplacePage.tsx',
    page: workplace,
  },
]

/**
 * The shell's frame as ShellLayout draws it with the default settings: the sidebar's room (empty:
 * the menu depends on the roles), the top bar with the menu button and the product name, the tags
 * bar's room and the page. The inline script adapts it to the window and the stored settings.
 */
function ShellFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation('shell')
  // The menu button as on a desktop with the sidebar open; the inline script relabels it for a
  // phone or a folded sidebar (MENU_BUTTON_LABELS), as ShellLayout labels it.
  return (
    <div className="app-wrapper is-vertical">
      <a className="skip-link" href="#main-content">
        {t('navbar.skip')}
      </a>
      <div className="sidebar-container" />
      <div className="main-container">
        <header className="navbar">
          <NavbarMenuButton label={t('menu.collapse')} expanded onToggle={noop} />
          <span className="navbar__title">{t(PRODUCT_NAME_KEY)}</span>
        </header>
        <div className="tags-view" />
        <main id="main-content" className="app-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  )
}

export interface PrerenderedShellPage {
  readonly lng: Language
  readonly path: string
  readonly html: string
  readonly title: string
  /** The menu button's name on a phone (`open`) and with the sidebar folded (`expand`). */
  readonly menuLabels: { readonly open: string; readonly expand: string }
  /** The homepage's welcome with a name: the text before the name and after it. */
  readonly namedWelcome: readonly [string, string]
  /** The workplace's choice of every company, as the screen words it. */
  readonly allCompanies: string
}

function namedWelcome(text: string): readonly [string, string] {
  const [before = '', after = ''] = text.split(NAME_MARK)
  return [before, after]
}

export function renderShellPages(): PrerenderedShellPage[] {
  return LANGUAGES.flatMap((lng) => {
    const i18n = createI18n(lng)
    const t: Translate = (key, values) => i18n.t(key, values)
    return SHELL_PAGES.map((page) => ({
      lng,
      path: page.path,
      html: renderToString(
        <I18nextProvider i18n={i18n}>
          <ShellFrame>{page.page(t)}</ShellFrame>
        </I18nextProvider>,
      ),
      // The document title as RootLayout sets it (R-SHELL-011), from the route table.
      title: `${t(ROUTE_TABLE.find((route) => route.path === page.path)?.titleKey ?? '')} - ${t(PRODUCT_NAME_KEY)}`,
      menuLabels: { open: t('shell:menu.open'), expand: t('shell:menu.expand') },
      namedWelcome: namedWelcome(i18n.t('home:welcome.title', { name: NAME_MARK })),
      allCompanies: t('workplace:company.all'),
    }))
  })
}
