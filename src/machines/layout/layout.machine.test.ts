import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { layoutMachine } from './layout.machine'
import {
  DEFAULT_SETTINGS,
  deviceOf,
  inspectRequested,
  parseSettings,
  parseSidebarStatus,
  PROGRESS_BAR,
  scrollAreaOffset,
  sidebarStatusValue,
} from './layout.rules'

function layout(windowWidth = 1280, sidebarOpened = true) {
  const persistSidebar = vi.fn()
  const persistSettings = vi.fn()
  const actor = createActor(
    layoutMachine.provide({
      actions: {
        persistSidebar: (_, params) => persistSidebar(params.opened),
        persistSettings: (_, params) => persistSettings(params.settings),
      },
    }),
    { input: { sidebarOpened, settings: DEFAULT_SETTINGS, windowWidth } },
  ).start()
  return { actor, persistSidebar, persistSettings }
}

describe('layout rules', () => {
  it('R-SHELL-019 below 992 px the device is mobile, from 992 px desktop', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (width) => {
        expect(deviceOf(width)).toBe(width < 992 ? 'mobile' : 'desktop')
      }),
    )
  })

  it('R-SHELL-018 the scroll area is the viewport minus 84 px with tags view, minus 50 px without', () => {
    expect(scrollAreaOffset(true)).toBe(84)
    expect(scrollAreaOffset(false)).toBe(50)
    expect(scrollAreaOffset(true, true)).toBe(124)
    expect(scrollAreaOffset(false, true)).toBe(90)
  })

  it('R-SHELL-020 the progress bar: minimum 0.3, speed 500 ms, trickle 200 ms, no spinner', () => {
    expect(PROGRESS_BAR).toEqual({ minimum: 0.3, speed: 500, trickleSpeed: 200, showSpinner: false })
  })

  it('R-STORE-002 the sidebar state is remembered as 1 or 0', () => {
    expect(sidebarStatusValue(true)).toBe('1')
    expect(sidebarStatusValue(false)).toBe('0')
    expect(parseSidebarStatus('0')).toBe(false)
    expect(parseSidebarStatus('1')).toBe(true)
    expect(parseSidebarStatus(undefined)).toBe(true)
  })

  it('R-STORE-004 settings hold theme, showSettings, tagsView, fixedHeader, sidebarLogo and layoutMod; tampered values fall back', () => {
    expect(Object.keys(DEFAULT_SETTINGS)).toEqual(
      expect.arrayContaining([
        'theme',
        'showSettings',
        'tagsView',
        'fixedHeader',
        'sidebarLogo',
        'layoutMod',
      ]),
    )
    expect(DEFAULT_SETTINGS.inspector).toBe(false)
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const s = parseSettings(raw)
        expect(['vertical', 'horizontal']).toContain(s.layoutMod)
        expect(typeof s.tagsView).toBe('boolean')
        expect(typeof s.inspector).toBe('boolean')
      }),
    )
    expect(parseSettings({ tagsView: false, layoutMod: 'diagonal' })).toEqual({
      ...DEFAULT_SETTINGS,
      tagsView: false,
    })
  })

  it('R-SHELL-021 the inspector is asked for with ?inspect', () => {
    expect(inspectRequested('?inspect')).toBe(true)
    expect(inspectRequested('?a=1&inspect=1')).toBe(true)
    expect(inspectRequested('?a=1')).toBe(false)
  })
})

describe('layout machine', () => {
  it('R-STORE-003 the device defaults to desktop and the size to default', () => {
    const { actor } = layout()
    expect(actor.getSnapshot().context).toMatchObject({
      device: 'desktop',
      size: 'default',
      sidebarOpened: true,
    })
  })

  it('R-STORE-002 toggling the desktop sidebar is remembered as 1/0', () => {
    const { actor, persistSidebar } = layout()
    actor.send({ type: 'sidebar.toggle' })
    expect(actor.getSnapshot().context.sidebarOpened).toBe(false)
    expect(persistSidebar).toHaveBeenLastCalledWith(false)
    actor.send({ type: 'sidebar.toggle' })
    expect(persistSidebar).toHaveBeenLastCalledWith(true)
  })

  it('R-SHELL-019 below 992 px the sidebar folds into a closed drawer; growing back restores it', () => {
    const { actor, persistSidebar } = layout()
    actor.send({ type: 'window.resize', width: 800 })
    expect(actor.getSnapshot().context).toMatchObject({ device: 'mobile', sidebarOpened: false })
    actor.send({ type: 'sidebar.toggle' })
    expect(actor.getSnapshot().context.sidebarOpened).toBe(true)
    actor.send({ type: 'sidebar.close' })
    expect(actor.getSnapshot().context.sidebarOpened).toBe(false)
    expect(persistSidebar).not.toHaveBeenCalled()
    actor.send({ type: 'window.resize', width: 1200 })
    expect(actor.getSnapshot().context).toMatchObject({ device: 'desktop', sidebarOpened: true })
  })

  it('R-SHELL-019 a narrow window starts with the drawer closed', () => {
    expect(layout(600).actor.getSnapshot().context).toMatchObject({ device: 'mobile', sidebarOpened: false })
  })

  it('R-SHELL-010 the settings drawer changes tags view, sidebar logo, layout and the inspector, and saves them', () => {
    const { actor, persistSettings } = layout()
    actor.send({ type: 'settings.change', settings: { tagsView: false, layoutMod: 'horizontal' } })
    actor.send({ type: 'settings.change', settings: { sidebarLogo: false, inspector: true } })
    expect(actor.getSnapshot().context.settings).toMatchObject({
      tagsView: false,
      layoutMod: 'horizontal',
      sidebarLogo: false,
      inspector: true,
    })
    expect(persistSettings).toHaveBeenLastCalledWith(actor.getSnapshot().context.settings)
  })

  it('R-SHELL-019 property: on a desktop the drawer logic never runs, on a phone nothing is persisted', () => {
    const event = fc.oneof(
      fc.constant({ type: 'sidebar.toggle' as const }),
      fc.constant({ type: 'sidebar.close' as const }),
      fc.integer({ min: 320, max: 2000 }).map((width) => ({ type: 'window.resize' as const, width })),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const { actor, persistSidebar } = layout()
        for (const e of events) {
          const before = actor.getSnapshot().context
          persistSidebar.mockClear()
          actor.send(e)
          const after = actor.getSnapshot().context
          if (e.type === 'window.resize') expect(after.device).toBe(deviceOf(e.width))
          if (before.device === 'mobile') expect(persistSidebar).not.toHaveBeenCalled()
          if (after.device === 'desktop') expect(after.sidebarOpened).toBe(after.desktopSidebarOpened)
        }
      }),
    )
  })
})
