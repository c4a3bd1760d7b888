import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appClassRoots, purgeTheme, usedClassRoots } from './theme-purge'

describe('R-PERF-013 theme purge (decision 0317)', () => {
  it('follows PrimeReact imports from the app to the modules they import', () => {
    const modules: Record<string, string> = {
      calendar: "import { Button } from 'primereact/button'; const c = 'p-datepicker p-calendar'",
      button: "const b = classNames('p-button p-component', { ['p-button-' + severity]: severity })",
      megamenu: "const m = 'p-megamenu'",
    }
    const roots = usedClassRoots(
      ["import { Calendar } from 'primereact/calendar'", 'className="p-error"'],
      (n) => modules[n],
    )
    expect([...roots].sort()).toEqual(['button', 'calendar', 'component', 'datepicker', 'error'])
  })

  it('keeps a rule while one of its selectors can match, and every modifier of a rendered component', () => {
    const css = [
      ':root{--x:1}',
      '.p-button.p-button-danger{color:red}',
      '.p-megamenu .p-button, .p-button:focus{outline:0}',
      '.p-megamenu{display:flex}',
      '@media (max-width:960px){.p-megamenu{display:block}}',
      '@keyframes p-fadein{from{opacity:0}to{opacity:1}}',
    ].join('\n')
    const purged = purgeTheme(css, new Set(['button']))
    expect(purged).toContain(':root{--x:1}')
    expect(purged).toContain('.p-button.p-button-danger{color:red}')
    expect(purged).toContain('.p-button:focus{outline:0}')
    expect(purged).not.toContain('megamenu')
    expect(purged).not.toContain('@media')
    expect(purged).toContain('@keyframes p-fadein')
  })

  it('keeps the real theme of every component the portal renders and drops the ones it never does', () => {
    const root = process.cwd()
    const theme = readFileSync(
      resolve(root, 'node_modules/primereact/resources/themes/lara-light-green/theme.css'),
      'utf8',
    )
    const roots = appClassRoots(root)
    const purged = purgeTheme(theme, roots)
    for (const used of [
      '.p-button',
      '.p-datatable',
      '.p-paginator',
      '.p-dialog',
      '.p-sidebar',
      '.p-datepicker',
      '.p-galleria',
      '.p-toast',
      '.p-inputtext',
      '.p-checkbox',
      '.p-tag',
      '.p-menubar',
      '.p-tabview',
    ])
      expect(purged, used).toContain(`${used} `)
    for (const unused of ['.p-megamenu', '.p-treetable', '.p-editor', '.p-organizationchart', '.p-picklist'])
      expect(purged, unused).not.toContain(unused)
    expect(purged.length).toBeLessThan(theme.length * 0.7)
  })
})
