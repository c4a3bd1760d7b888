// The shell's layout state (R-SHELL-010, R-STORE-002..004): sidebar open or collapsed
// (remembered as 1/0), the device (desktop, or mobile below 992 px where the sidebar is an
// overlay drawer), and the settings drawer's choices. Persistence is provided by the app.
import { assertEvent, assign, setup } from 'xstate'
import { deviceOf, type Device, type Settings } from './layout.rules'

export interface LayoutInput {
  readonly sidebarOpened: boolean
  readonly settings: Settings
  readonly windowWidth: number
}

export interface LayoutContext {
  /** Desktop: expanded (true) or collapsed to icons; mobile: the drawer is open. */
  readonly sidebarOpened: boolean
  /** The remembered desktop choice, restored when the window grows back. */
  readonly desktopSidebarOpened: boolean
  readonly device: Device
  /** R-STORE-003 */
  readonly size: 'default'
  readonly settings: Settings
  readonly settingsOpen: boolean
}

export type LayoutEvent =
  | { type: 'sidebar.toggle' }
  | { type: 'sidebar.close' }
  | { type: 'window.resize'; width: number }
  | { type: 'settings.open' }
  | { type: 'settings.close' }
  | { type: 'settings.change'; settings: Partial<Settings> }

export const layoutMachine = setup({
  types: {
    context: {} as LayoutContext,
    events: {} as LayoutEvent,
    input: {} as LayoutInput,
  },
  guards: {
    isMobile: ({ context }) => context.device === 'mobile',
    becomesMobile: ({ context, event }) => {
      assertEvent(event, 'window.resize')
      return context.device === 'desktop' && deviceOf(event.width) === 'mobile'
    },
    becomesDesktop: ({ context, event }) => {
      assertEvent(event, 'window.resize')
      return context.device === 'mobile' && deviceOf(event.width) === 'desktop'
    },
  },
  actions: {
    /** Stores the desktop sidebar state as 1/0 (provided by the app). */
    persistSidebar: (_, _params: { opened: boolean }) => {},
    persistSettings: (_, _params: { settings: Settings }) => {},
  },
}).createMachine({
  id: 'layout',
  context: ({ input }) => {
    const device = deviceOf(input.windowWidth)
    return {
      desktopSidebarOpened: input.sidebarOpened,
      sidebarOpened: device === 'mobile' ? false : input.sidebarOpened,
      device,
      size: 'default',
      settings: input.settings,
      settingsOpen: false,
    }
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'sidebar.toggle': [
          { guard: 'isMobile', actions: assign({ sidebarOpened: ({ context }) => !context.sidebarOpened }) },
          {
            actions: [
              assign({
                sidebarOpened: ({ context }) => !context.sidebarOpened,
                desktopSidebarOpened: ({ context }) => !context.sidebarOpened,
              }),
              { type: 'persistSidebar', params: ({ context }) => ({ opened: context.sidebarOpened }) },
            ],
          },
        ],
        // After navigating on a phone the drawer closes; on a desktop nothing changes.
        'sidebar.close': { guard: 'isMobile', actions: assign({ sidebarOpened: false }) },
        'window.resize': [
          { guard: 'becomesMobile', actions: assign({ device: 'mobile', sidebarOpened: false }) },
          {
            guard: 'becomesDesktop',
            actions: assign({
              device: 'desktop',
              sidebarOpened: ({ context }) => context.desktopSidebarOpened,
            }),
          },
        ],
        'settings.open': { actions: assign({ settingsOpen: true }) },
        'settings.close': { actions: assign({ settingsOpen: false }) },
        'settings.change': {
          actions: [
            assign({ settings: ({ context, event }) => ({ ...context.settings, ...event.settings }) }),
            { type: 'persistSettings', params: ({ context }) => ({ settings: context.settings }) },
          ],
        },
      },
    },
  },
})
