import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { FE_ORDER_STATUSES } from '../api/contracts/common'
import { createI18n } from '../i18n/all-texts'
import { STATUS_FAMILIES, statusFamilyOf } from '../machines/order-list/list-layout.rules'
import { StatusBadge } from './StatusBadge'

// The shipped stylesheet, read as a file: the test checks the colours users get.
const css = readFileSync(resolve(process.cwd(), 'src/components/status-badge.css'), 'utf8')

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** A family's text and background colours, as the shipped stylesheet writes them. */
function coloursOf(family: string): { color: string; background: string } {
  const block = new RegExp(`\\.status-badge--${family}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? ''
  const value = (name: string) =>
    new RegExp(`(?:^|[\\s;])${name}:\\s*(#[0-9a-fA-F]{6})`).exec(block)?.[1] ?? ''
  return { color: value('color'), background: value('background') }
}

describe('R-LIST-003 the status badge', () => {
  it.each(STATUS_FAMILIES)(
    'the %s family has its own colours, its text at least 4.5:1 on its background (WCAG AA)',
    (family) => {
      const { color, background } = coloursOf(family)
      expect(color).toMatch(/^#[0-9a-f]{6}$/i)
      expect(background).toMatch(/^#[0-9a-f]{6}$/i)
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5)
      // No two families share a background: each kind of state looks its own.
      const others = STATUS_FAMILIES.filter((f) => f !== family).map((f) => coloursOf(f).background)
      expect(others).not.toContain(background)
    },
  )

  it.each(['vi', 'en'] as const)(
    '(%s) every status shows its name with its family and an icon hidden from screen readers',
    (lng) => {
      const i18n = createI18n(lng)
      for (const status of FE_ORDER_STATUSES) {
        const { unmount } = render(
          <I18nextProvider i18n={i18n}>
            <StatusBadge status={status} />
          </I18nextProvider>,
        )
        const name = i18n.t(`orders:status.${status}`)
        const badge = screen.getByText(name)
        expect(name).not.toBe(`status.${status}`)
        expect(badge).toHaveAttribute('data-family', statusFamilyOf(status))
        expect(badge).toHaveClass(`status-badge--${statusFamilyOf(status)}`)
        expect(badge.querySelector('i')).toHaveAttribute('aria-hidden', 'true')
        unmount()
      }
    },
  )
})
