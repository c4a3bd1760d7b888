// Route metadata and the route guards (R-SESS-005, R-SESS-007, R-PERM-008), as pure functions. The
// route table itself lives in src/app/routes.ts (it names the screens); these rules take it as
// input.
import { PATHS } from '../../lib/paths'

/** One route of the table, without its screen. */
export interface RouteMeta {
  /** Absolute path, e.g. '/myorder/orderInfo'. A trailing '/*' matches any deeper path. */
  readonly path: string
  /** i18n key of the title (namespace included), e.g. 'shell:route.homepage'. */
  readonly titleKey?: string
  /** Menu numbering shown before the title, e.g. '6.3'. */
  readonly number?: string
  /** primeicons class, e.g. 'pi pi-home'. */
  readonly icon?: string
  /** Roles allowed to see and reach the route; absent means everyone (R-PERM-008). */
  readonly roles?: readonly string[]
  /** Not listed in menus. */
  readonly hidden?: boolean
  /** Never kept alive in the tags view. */
  readonly noCache?: boolean
  /** Its tab cannot be closed. */
  readonly affix?: boolean
  /** An external address: the menu item opens it in a new tab. */
  readonly externalLink?: string
}

export const HOME_PATH = PATHS.home
export const LOGIN_PATH = PATHS.login
export const FORGOT_PASSWORD_PATH = PATHS.forgotPassword
export const CHANGE_ORDER_PATH = PATHS.changeOrder
export const NOT_FOUND_PATH = PATHS.notFound
export const UNAUTHORIZED_PATH = PATHS.unauthorized
export const REDIRECT_PATH = PATHS.redirect

/** Guard 2: the only paths open without a token (R-SESS-007; /forgot-password is ours). */
export const PUBLIC_PATHS: readonly string[] = [LOGIN_PATH, FORGOT_PASSWORD_PATH, CHANGE_ORDER_PATH]

/** Guard 1: these paths with a positive orderId send a visitor to login and back (R-SESS-005). */
export const ORDER_GUARD_PATHS: readonly string[] = [PATHS.pendingOrders, PATHS.confirmedOrders]

/**
 * The role that sees every route (R-PERM-009). Compared without case: the role label is 'Admin'.
 */
export const ADMIN_ROLE = 'admin'

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * The route a path opens, or undefined for an unknown path. Like react-router, matching ignores
 * case and a trailing slash; '/redirect/*' matches '/redirect' and everything under it.
 */
export function matchRoute<R extends RouteMeta>(routes: readonly R[], rawPath: string): R | undefined {
  const path = normalise(rawPath).toLowerCase()
  return routes.find((route) => {
    const pattern = route.path.toLowerCase()
    if (pattern.endsWith('/*')) {
      const base = pattern.slice(0, -2)
      return path === base || path.startsWith(`${base}/`)
    }
    return path === normalise(pattern)
  })
}

/** The user's roles from the stored RoleName ('Main' or a comma-separated list). */
export function rolesOfRoleName(roleName: string | undefined | null): string[] {
  return (roleName ?? '')
    .split(/[,;]/)
    .map((role) => role.trim())
    .filter((role) => role !== '')
}

/** R-PERM-001: the permission directive's value must be an array of role names. */
export function assertRoleList(value: unknown): asserts value is readonly string[] {
  if (!Array.isArray(value) || !value.every((role) => typeof role === 'string')) {
    throw new TypeError(
      `Permission needs an array of role names, such as roles={['Admin', 'Main']}; got ${JSON.stringify(value)}`,
    )
  }
}

const isAdmin = (roles: readonly string[]) => roles.some((role) => role.toLowerCase() === ADMIN_ROLE)

/** R-PERM-010: one of the user's roles is listed ('admin' is always allowed). */
export function hasAnyRole(userRoles: readonly string[], required: readonly string[]): boolean {
  if (isAdmin(userRoles)) return true
  const wanted = new Set(required.map((role) => role.toLowerCase()))
  return userRoles.some((role) => wanted.has(role.toLowerCase()))
}

/** R-PERM-008, R-PERM-009: visible and reachable with no roles list, a listed role, or 'admin'. */
export function routeAllowed(route: Pick<RouteMeta, 'roles'>, userRoles: readonly string[]): boolean {
  return route.roles === undefined || hasAnyRole(userRoles, route.roles)
}

/** R-SHELL-001: listed in the menu when not hidden and allowed. */
export function routeInMenu(route: RouteMeta, userRoles: readonly string[]): boolean {
  return route.hidden !== true && routeAllowed(route, userRoles)
}

export const isPublicPath = (routes: readonly RouteMeta[], path: string): boolean => {
  const route = matchRoute(routes, path)
  return route !== undefined && PUBLIC_PATHS.includes(route.path)
}

/** The query's orderId is a positive number (the original compares `orderId > 0`). */
export function hasPositiveOrderId(search: string): boolean {
  const raw = new URLSearchParams(search).get('orderId')
  if (raw === null || raw.trim() === '') return false
  const value = Number(raw)
  return Number.isFinite(value) && value > 0
}

export const withQuery = (path: string, search: string, hash = ''): string =>
  `${path}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}${hash}`

/** `/login?redirect=<the full path, query included>` (guard 1). */
export function loginWithRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: fullPath }).toString()}`
}

/**
 * The `redirect` query value as a same-origin path to follow, or undefined. Anything that would
 * leave the origin (`//evil`, `https://…`, `/\evil`, `javascript:`), or lead back to /login, is
 * ignored.
 */
export function safeRedirect(raw: string | null | undefined, origin: string): string | undefined {
  if (typeof raw !== 'string') return undefined
  const value = raw.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return undefined
  }
  if (url.origin !== new URL(origin).origin) return undefined
  const path = `${url.pathname}${url.search}${url.hash}`
  // Dot segments can fold into a leading '//' ('/.//evil.example'): another site's address.
  if (path.startsWith('//')) return undefined
  if (normalise(url.pathname).toLowerCase() === LOGIN_PATH) return undefined
  return path
}

/** What the guard asks of a navigation. */
export interface RouteRequest {
  readonly path: string
  /** '' or '?a=b'. */
  readonly search: string
  readonly hash?: string
  readonly hasToken: boolean
  readonly roles: readonly string[]
  /** The page's origin, to judge the redirect query. */
  readonly origin: string
}

export type Toast = 'noToken'
export type Decision =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string; readonly toast?: Toast }

// The guards, one function each; the navigation machine orders them.
export const isRootPath = (request: RouteRequest) => normalise(request.path) === '/'
export const isUnknownPath = (routes: readonly RouteMeta[], request: RouteRequest) =>
  !isRootPath(request) && matchRoute(routes, request.path) === undefined

/** Guard 1 applies: no token, an order page and a positive orderId. */
export function guardOneApplies(routes: readonly RouteMeta[], request: RouteRequest): boolean {
  if (request.hasToken) return false
  const route = matchRoute(routes, request.path)
  return route !== undefined && ORDER_GUARD_PATHS.includes(route.path) && hasPositiveOrderId(request.search)
}

/** Guard 2 applies: no token and not a public path. */
export const guardTwoApplies = (routes: readonly RouteMeta[], request: RouteRequest) =>
  !request.hasToken && !isPublicPath(routes, request.path)

/** A signed-in user opening /login goes on to the redirect query or the homepage. */
export const loginWhileSignedIn = (routes: readonly RouteMeta[], request: RouteRequest) =>
  request.hasToken && matchRoute(routes, request.path)?.path === LOGIN_PATH

export function forbiddenByRole(routes: readonly RouteMeta[], request: RouteRequest): boolean {
  const route = matchRoute(routes, request.path)
  return request.hasToken && route !== undefined && !routeAllowed(route, request.roles)
}

export const fullPathOf = (request: RouteRequest) =>
  withQuery(request.path, request.search, request.hash ?? '')

export const afterLoginPath = (request: Pick<RouteRequest, 'search' | 'origin'>): string =>
  safeRedirect(new URLSearchParams(request.search).get('redirect'), request.origin) ?? HOME_PATH

/**
 * Where `/redirect/<rest>` (the tags view's refresh, R-SESS-016) reopens: the same check as the
 * login's redirect query, so an encoded `//host` cannot leave the origin; else the homepage.
 */
export const reopenPath = (rest: string, search: string, hash: string, origin: string): string =>
  safeRedirect(withQuery(`/${rest}`, search, hash), origin) ?? HOME_PATH
