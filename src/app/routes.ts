// THE route table (R-ROUTE-002..011): paths, metadata and the screen each one loads lazily. It
// drives the router (router.tsx), the route guard (machines/navigation), the menus, the tags view
// and the page title. Its paths come from src/lib/paths.ts. To replace a placeholder by a real
// screen, change that route's `screen` line, e.g.
//   screen: withTexts(['placeOrder'], () => import('../features/place-order/PlaceOrderPage')),
// with the namespaces the screen shows (build/texts-declared.test.ts lists what is missing).
// where the module's default export is the page component (docs/architecture.md).
import type { ComponentType } from 'react'
import type { MenuEntry, MenuGroup } from '../features/shell/menu-model'
import { withTexts, type WithTexts } from '../i18n/with-texts'
import { PATHS } from '../lib/paths'
import type { RouteMeta } from '../machines/navigation/navigation.rules'

/**
 * Loads a screen: a module whose default export is the page component, with the namespaces its
 * texts are in (R-PERF-035, decision 0396).
 */
export type Screen = WithTexts<{ default: ComponentType }>

export interface ScreenRoute extends RouteMeta {
  readonly screen: Screen
}

export interface ScreenGroup extends MenuGroup {
  readonly children: readonly ScreenRoute[]
}

const title = (key: string) => `shell:route.${key}`

/** Routes outside the shell: no menu, no tabs. */
export const STANDALONE_ROUTES: readonly ScreenRoute[] = [
  {
    path: PATHS.login,
    titleKey: title('login'),
    hidden: true,
    screen: withTexts([], () => import('./LoginRoute')),
  },
  {
    path: PATHS.forgotPassword,
    titleKey: title('forgotPassword'),
    hidden: true,
    screen: withTexts([], () => import('./ForgotPasswordRoute')),
  },
  {
    path: PATHS.changeOrder,
    titleKey: title('changeOrder'),
    hidden: true,
    screen: withTexts(['changeOrder'], () => import('../features/change-order/ChangeOrderPage')),
  },
  // The statechart viewer for analysts (decision 0260): in no menu; settings drawer, ?inspect.
  {
    path: PATHS.statecharts,
    titleKey: title('statecharts'),
    hidden: true,
    screen: withTexts(['statecharts', 'placeOrder'], () => import('../features/statecharts/StatechartsPage')),
  },
  {
    path: PATHS.unauthorized,
    titleKey: title('unauthorized'),
    hidden: true,
    screen: withTexts(['errorPages'], () =>
      import('../features/errors/ErrorPage').then((m) => ({ default: m.UnauthorizedPage })),
    ),
  },
  {
    path: PATHS.notFound,
    titleKey: title('notFound'),
    hidden: true,
    screen: withTexts(['errorPages'], () =>
      import('../features/errors/ErrorPage').then((m) => ({ default: m.NotFoundPage })),
    ),
  },
  {
    path: PATHS.serverError,
    titleKey: title('serverError'),
    hidden: true,
    screen: withTexts(['errorPages'], () =>
      import('../features/errors/ErrorPage').then((m) => ({ default: m.ServerErrorPage })),
    ),
  },
]

/**
 * The shell's menu: the homepage, then five groups, all open by default (R-SHELL-002, R-SHELL-004).
 * The numbers follow the original's menu, where Product Q&A is 6.3.
 */
export const SHELL_MENU: readonly (ScreenRoute | ScreenGroup)[] = [
  {
    path: PATHS.home,
    titleKey: title('homepage'),
    number: '1',
    icon: 'pi pi-home',
    affix: true,
    screen: withTexts(['home', 'orders'], () => import('../features/home/HomePage')),
  },
  {
    id: 'menu-online',
    titleKey: title('online'),
    number: '2',
    icon: 'pi pi-shopping-cart',
    children: [
      {
        path: PATHS.placeOrder,
        titleKey: title('placeOrder'),
        number: '2.1',
        screen: withTexts(
          ['placeOrder', 'templates'],
          () => import('../features/place-order/PlaceOrderPage'),
        ),
      },
      {
        path: PATHS.templates,
        titleKey: title('templates'),
        number: '2.2',
        screen: withTexts(['templates'], () => import('../features/templates/TemplatesPage')),
      },
    ],
  },
  {
    id: 'menu-myorder',
    titleKey: title('myOrder'),
    number: '3',
    icon: 'pi pi-list',
    children: [
      {
        path: PATHS.drafts,
        titleKey: title('draftInfo'),
        number: '3.1',
        screen: withTexts(['drafts', 'orders'], () => import('../features/drafts/DraftsPage')),
      },
      {
        path: PATHS.pendingOrders,
        titleKey: title('orderInfo'),
        number: '3.2',
        screen: withTexts(['pendingOrders', 'orders'], () => import('./PendingOrdersRoute')),
      },
      {
        path: PATHS.confirmedOrders,
        titleKey: title('confirm'),
        number: '3.3',
        screen: withTexts(['confirmedOrders', 'orders'], () => import('./ConfirmedOrdersRoute')),
      },
    ],
  },
  {
    id: 'menu-mywork',
    titleKey: title('myWork'),
    number: '4',
    icon: 'pi pi-briefcase',
    children: [
      {
        path: PATHS.myWorkplace,
        titleKey: title('myWorkplace'),
        number: '4.1',
        screen: withTexts(['workplace'], () => import('../features/workplace/WorkplacePage')),
      },
    ],
  },
  {
    id: 'menu-myprofile',
    titleKey: title('myProfile'),
    number: '5',
    icon: 'pi pi-user',
    children: [
      {
        path: PATHS.myProfile,
        titleKey: title('profile'),
        number: '5.1',
        screen: withTexts(['profile'], () => import('../features/profile/ProfilePage')),
      },
    ],
  },
  {
    id: 'menu-about',
    titleKey: title('about'),
    number: '6',
    icon: 'pi pi-info-circle',
    children: [
      {
        path: PATHS.checkoutPayment,
        titleKey: title('checkoutPayment'),
        number: '6.1',
        screen: withTexts(['about', 'orders'], () => import('../features/about/CheckoutPaymentPage')),
      },
      {
        path: PATHS.termsConditions,
        titleKey: title('termsConditions'),
        number: '6.2',
        screen: withTexts(['about', 'orders'], () => import('../features/about/TermsConditionsPage')),
      },
      {
        path: PATHS.productQA,
        titleKey: title('productQA'),
        number: '6.3',
        noCache: true,
        screen: withTexts(['qa'], () => import('../features/qa/ProductQaPage')),
      },
    ],
  },
]

/** Inside the shell but never in a menu or a tab: /redirect/<path> reopens <path> afresh. */
export const SHELL_HIDDEN_ROUTES: readonly ScreenRoute[] = [
  {
    path: `${PATHS.redirect}/*`,
    hidden: true,
    screen: withTexts([], () => import('../features/shell/RedirectPage')),
  },
]

const isGroup = (entry: ScreenRoute | ScreenGroup): entry is ScreenGroup => 'children' in entry

export const SHELL_ROUTES: readonly ScreenRoute[] = [
  ...SHELL_MENU.flatMap((entry) => (isGroup(entry) ? entry.children : [entry])),
  ...SHELL_HIDDEN_ROUTES,
]

/** Every route, for the guard: an unknown path is one not listed here. */
export const ROUTE_TABLE: readonly ScreenRoute[] = [...STANDALONE_ROUTES, ...SHELL_ROUTES]

export const MENU: readonly MenuEntry[] = SHELL_MENU

/** What a route's `handle` carries: its metadata, read by the title, the tabs and the placeholder. */
export interface RouteHandle {
  readonly meta: RouteMeta
  readonly inShell: boolean
}

export const metaOf = ({ screen: _screen, ...meta }: ScreenRoute): RouteMeta => meta
