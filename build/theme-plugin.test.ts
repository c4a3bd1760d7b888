import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recolourTheme } from './theme-plugin'

// WCAG relative luminance and contrast ratio.
const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16) / 255))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const theme = recolourTheme(
  readFileSync(
    resolve(process.cwd(), 'node_modules/primereact/resources/themes/lara-light-green/theme.css'),
    'utf8',
  ),
)
const variable = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(theme)?.[1] ?? ''

describe('theme', () => {
  it('primary colour and its text pass WCAG AA (4.5:1)', () => {
    expect(contrast(variable('primary-color'), variable('primary-color-text'))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(variable('primary-color'), '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('highlight text and body text pass WCAG AA on their backgrounds', () => {
    expect(contrast(variable('highlight-text-color'), variable('highlight-bg'))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(variable('text-color'), variable('surface-card'))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(variable('text-color-secondary'), variable('surface-ground'))).toBeGreaterThanOrEqual(4.5)
  })

  it('ships no web font: the system font stack replaces Inter', () => {
    expect(theme).not.toMatch(/@font-face/)
    expect(theme).not.toMatch(/Inter var/)
    expect(theme).not.toMatch(/#10b981/i)
  })
})

describe('theme buttons', () => {
  const background = (selector: string) =>
    new RegExp(`${selector.replace(/\./g, '\\.')}[^{]*\\{[^}]*background: (#[0-9a-f]{6})`, 'i').exec(
      theme,
    )?.[1] ?? ''

  it.each(['.p-button.p-button-danger', '.p-button.p-button-warning', '.p-button.p-button-success'])(
    '%s keeps white text at WCAG AA (4.5:1)',
    (selector) => {
      expect(contrast(background(selector), '#ffffff')).toBeGreaterThanOrEqual(4.5)
    },
  )
})
