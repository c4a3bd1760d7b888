import type { Plugin } from 'vite'

// PrimeReact's lara-light-green primary (#10b981) gives white button text a 2.5:1 contrast,
// which fails WCAG AA. We darken the theme's greens one step and drop the bundled Inter font
// (hundreds of KB) in favour of the system font stack. See docs/decisions/0005-theme.md.
const GREEN_STEPS: Record<string, string> = {
  '#10b981': '#047857', // primary: 5.5:1 against white
  '#059669': '#065f46', // hover
  '#047857': '#064e3b', // active / highlight text
}
const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

export function recolourTheme(css: string): string {
  return css
    .replace(/@font-face\s*{[^}]*}/g, '')
    .replace(/"Inter var", sans-serif/g, SYSTEM_FONTS)
    .replace(
      /#(10b981|059669|047857)([0-9a-f]{2})?\b/gi,
      (_match, hex: string, alpha: string | undefined) =>
        `${GREEN_STEPS[`#${hex.toLowerCase()}`] ?? `#${hex}`}${alpha ?? ''}`,
    )
}

export function themePlugin(): Plugin {
  return {
    name: 'portal-theme',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('lara-light-green/theme.css')) return null
      return { code: recolourTheme(code), map: null }
    },
  }
}
