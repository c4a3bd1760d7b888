import { describe, expect, it, vi } from 'vitest'
import { buildMenuModel, groupKeys, type MenuEntry } from './menu-model'

const entries: MenuEntry[] = [
  { path: '/homepage', titleKey: 'home', number: '1', icon: 'pi pi-home' },
  {
    id: 'menu-orders',
    titleKey: 'orders',
    number: '3',
    children: [
      { path: '/myorder/draftInfo', titleKey: 'drafts', number: '3.1' },
      { path: '/myorder/secret', titleKey: 'secret', roles: ['Manager'] },
      { path: '/myorder/hidden', titleKey: 'hidden', hidden: true },
    ],
  },
  {
    id: 'menu-admin',
    titleKey: 'admin',
    children: [{ path: '/admin', titleKey: 'adm', roles: ['Accountant'] }],
  },
  {
    id: 'menu-links',
    titleKey: 'links',
    children: [{ path: '/ext', titleKey: 'guide', externalLink: 'https://example.vn/guide' }],
  },
]

const build = (roles: string[], navigate = vi.fn()) =>
  buildMenuModel(entries, { roles, t: (k) => k, activePath: '/myorder/draftInfo', navigate })

describe('menu model', () => {
  it('R-SHELL-001 R-SHELL-002 hidden and forbidden routes are left out; groups nest their routes; empty groups vanish', () => {
    const model = build(['Main'])
    expect(model.map((i) => i.label)).toEqual(['1 home', '3 orders', 'links'])
    expect(model[1]?.items?.map((i) => (i as { label: string }).label)).toEqual(['3.1 drafts'])
    const manager = build(['Manager'])
    expect(manager[1]?.items).toHaveLength(2)
    expect(build(['admin']).map((i) => i.label)).toEqual(['1 home', '3 orders', 'admin', 'links'])
  })

  it('R-SHELL-003 an external link opens in a new tab and does not navigate the app', () => {
    const navigate = vi.fn()
    const link = build(['Main'], navigate)[2]?.items?.[0] as {
      url: string
      target: string
      command?: unknown
    }
    expect(link).toMatchObject({ url: 'https://example.vn/guide', target: '_blank' })
    expect(link.command).toBeUndefined()
  })

  it('R-SHELL-001 a route item navigates inside the app, and marks the current route', () => {
    const navigate = vi.fn()
    const drafts = build(['Main'], navigate)[1]?.items?.[0] as {
      url: string
      className?: string
      command: (e: unknown) => void
    }
    expect(drafts.className).toBe('menu-active')
    const preventDefault = vi.fn()
    drafts.command({
      originalEvent: { preventDefault, ctrlKey: false, metaKey: false, shiftKey: false, button: 0 },
    })
    expect(preventDefault).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('/myorder/draftInfo')
    navigate.mockClear()
    drafts.command({
      originalEvent: { preventDefault, ctrlKey: true, metaKey: false, shiftKey: false, button: 0 },
    })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('R-SHELL-004 every group starts open', () => {
    expect(groupKeys(entries)).toEqual({ 'menu-orders': true, 'menu-admin': true, 'menu-links': true })
  })
})

describe('top menu ids', () => {
  it('R-SHELL-002 items carry the ids the Menubar points aria-activedescendant at (<menubar id>_<index path>)', () => {
    const model = buildMenuModel(entries, {
      roles: ['Main'],
      t: (k) => k,
      activePath: undefined,
      navigate: vi.fn(),
      idPrefix: 'top',
    })
    expect(model.map((i) => i.id)).toEqual(['top_0', 'top_1', 'top_2'])
    expect(model[1]?.items?.map((i) => (i as { id: string }).id)).toEqual(['top_1_0'])
  })
})
