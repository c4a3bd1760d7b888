// The tags view of visited pages (R-SHELL-006..009): one tab per path, a 'no-name' title when the
// route has none, kept alive unless noCache; close one, close the others (affixed stay), close all.

export interface View {
  /** The route path: one tab per path. */
  readonly path: string
  /** The path with its query, to return to exactly. */
  readonly fullPath: string
  /** i18n key of the title; absent shows 'no-name'. */
  readonly titleKey?: string | undefined
  readonly affix?: boolean | undefined
  readonly noCache?: boolean | undefined
}

/** i18n key of the title a view without one shows (R-SHELL-007). */
export const NO_NAME_KEY = 'shell:tags.noName'

export const titleKeyOf = (view: Pick<View, 'titleKey'>): string => view.titleKey ?? NO_NAME_KEY

/** The tab of a route's page at `fullPath` (its path with query and hash). */
export const viewOf = (route: Omit<View, 'fullPath'>, fullPath: string): View => ({
  path: route.path,
  fullPath,
  titleKey: route.titleKey,
  affix: route.affix,
  noCache: route.noCache,
})

/** R-SHELL-006: a path already open only updates its tab (new query), never adds a second one. */
export function visit(views: readonly View[], view: View): readonly View[] {
  const index = views.findIndex((v) => v.path === view.path)
  if (index === -1) return [...views, view]
  const existing = views[index]!
  // Unchanged, the same list: the tab bar and the kept-alive pages do not render again for it.
  if (existing.fullPath === view.fullPath && existing.titleKey === view.titleKey) return views
  const next = [...views]
  next[index] = { ...existing, fullPath: view.fullPath, titleKey: view.titleKey ?? existing.titleKey }
  return next
}

/** Closes one tab; an affixed tab cannot be closed. */
export const close = (views: readonly View[], path: string): View[] =>
  views.filter((v) => v.path !== path || v.affix === true)

/** Keeps the affixed tabs and the chosen one. */
export const closeOthers = (views: readonly View[], path: string): View[] =>
  views.filter((v) => v.affix === true || v.path === path)

/** Keeps the affixed tabs only. */
export const closeAll = (views: readonly View[]): View[] => views.filter((v) => v.affix === true)

/** R-SHELL-008: the paths whose pages stay alive: every open tab not marked noCache. */
export const cachedPaths = (views: readonly View[]): string[] =>
  views.filter((v) => v.noCache !== true).map((v) => v.path)

/**
 * Where to go when the tab of the current page closed: the last tab left, else the fallback
 * (the homepage).
 */
export function nextAfterClose(views: readonly View[], fallback: string): string {
  return views.at(-1)?.fullPath ?? fallback
}

/** The affixed tabs a fresh tags view starts with, in table order. */
export const affixedViews = (views: readonly View[]): View[] => views.filter((v) => v.affix === true)
