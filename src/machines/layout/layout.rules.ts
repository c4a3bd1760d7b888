// Layout state (R-SHELL-005, R-SHELL-010, R-SHELL-019, R-STORE-002..004): the sidebar, the device
// and the settings drawer, with the constants the shell uses.

/** R-SHELL-019: below this window width the device is mobile. */
export const MOBILE_BREAKPOINT_PX = 992
export const HEADER_HEIGHT_PX = 50
export const TAGS_VIEW_HEIGHT_PX = 34
/** The horizontal layout's menu row, under the top bar (ours: the original's is not shown). */
export const TOP_MENU_HEIGHT_PX = 40

/** R-SHELL-020: the navigation progress bar. */
export const PROGRESS_BAR = { minimum: 0.3, speed: 500, trickleSpeed: 200, showSpinner: false } as const

export type Device = 'desktop' | 'mobile'
export type LayoutMode = 'vertical' | 'horizontal'

/** R-STORE-004: the settings kept in the client state (names as the spec has them). */
export interface Settings {
  readonly theme: string
  readonly showSettings: boolean
  readonly tagsView: boolean
  readonly fixedHeader: boolean
  readonly sidebarLogo: boolean
  readonly layoutMod: LayoutMode
  /** Ours: attaches the Stately inspector to every actor (R-SHELL-021). */
  readonly inspector: boolean
}

export const DEFAULT_SETTINGS: Settings = {
  theme: '#047857',
  showSettings: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  layoutMod: 'vertical',
  inspector: false,
}

/** R-SHELL-019 */
export const deviceOf = (windowWidth: number): Device =>
  windowWidth < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop'

/**
 * R-SHELL-018: the scroll area is the viewport minus 84 px with the tags view, minus 50 px
 * without; the horizontal layout's menu row adds its 40 px.
 */
export const scrollAreaOffset = (tagsView: boolean, topMenuRow = false): number =>
  (tagsView ? HEADER_HEIGHT_PX + TAGS_VIEW_HEIGHT_PX : HEADER_HEIGHT_PX) +
  (topMenuRow ? TOP_MENU_HEIGHT_PX : 0)

/** R-STORE-002: the sidebar state is remembered as '1' (open) or '0' (closed). */
export const sidebarStatusValue = (opened: boolean): '1' | '0' => (opened ? '1' : '0')

/** Reads the remembered sidebar state; anything but '0' (or 0) means open, the default. */
export const parseSidebarStatus = (raw: unknown): boolean => !(raw === '0' || raw === 0)

const isBool = (v: unknown): v is boolean => typeof v === 'boolean'

/** Stored settings over the defaults; a tampered or partial value keeps the defaults for the rest. */
export function parseSettings(raw: unknown): Settings {
  if (raw === null || typeof raw !== 'object') return DEFAULT_SETTINGS
  const r = raw as Record<string, unknown>
  const pick = <K extends keyof Settings>(key: K, ok: (v: unknown) => boolean): Settings[K] =>
    ok(r[key]) ? (r[key] as Settings[K]) : DEFAULT_SETTINGS[key]
  return {
    theme: pick('theme', (v) => typeof v === 'string'),
    showSettings: pick('showSettings', isBool),
    tagsView: pick('tagsView', isBool),
    fixedHeader: pick('fixedHeader', isBool),
    sidebarLogo: pick('sidebarLogo', isBool),
    layoutMod: pick('layoutMod', (v) => v === 'vertical' || v === 'horizontal'),
    inspector: pick('inspector', isBool),
  }
}

/** `?inspect` in the address switches the inspector on for this page, whatever the settings say. */
export const inspectRequested = (search: string): boolean => new URLSearchParams(search).has('inspect')
