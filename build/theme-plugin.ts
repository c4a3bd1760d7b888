import type { Plugin } from 'vite'
import { appClassRoots, purgeTheme } from './theme-purge.ts'

// PrimeReact's lara-light-green primary (#10b981) gives white button text a 2.5:1 contrast,
// which fails WCAG AA, and so do its danger and warning buttons. We darken them one step and drop the bundled Inter font
// (hundreds of KB) in favour of the system font stack. See docs/decisions/0005-theme.md.
const DARKER_STEPS: Record<string, string> = {
  '#10b981': '#047857', // primary: 5.5:1 against white
  '#059669': '#065f46', // hover
  '#047857': '#064e3b', // active / highlight text
  '#22c55e': '#15803d', // success: 5.0:1 against white (was 2.3:1)
  '#16a34a': '#166534', // success hover
  '#15803d': '#14532d', // success active
  '#ef4444': '#b91c1c', // danger: 6.5:1 against white (was 3.8:1)
  '#dc2626': '#991b1b', // danger hover
  '#b91c1c': '#7f1d1d', // danger active
  '#f97316': '#c2410c', // warning: 5.2:1 against white (was 2.8:1)
  '#ea580c': '#9a3412', // warning hover
  '#c2410c': '#7c2d12', // warning active
}
const STEP_PATTERN = new RegExp(
  `#(${Object.keys(DARKER_STEPS)
    .map((k) => k.slice(1))
    .join('|')})([0-9a-f]{2})?\\b`,
  'gi',
)
const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

export function recolourTheme(css: string): string {
  return css
    .replace(/@font-face\s*{[^}]*}/g, '')
    .replace(/"Inter var", sans-serif/g, SYSTEM_FONTS)
    .replace(
      STEP_PATTERN,
      (_match, hex: string, alpha: string | undefined) =>
        `${DARKER_STEPS[`#${hex.toLowerCase()}`] ?? `#${hex}`}${alpha ?? ''}`,
    )
}

export function themePlugin(): Plugin {
  // A build keeps only the rules of the components the app renders (build/theme-purge.ts); the dev
  // server keeps them all, so that a newly imported component is styled without a restart.
  let classRoots: Set<string> | undefined
  return {
    name: 'portal-theme',
    enforce: 'pre',
    configResolved(config) {
      if (config.command === 'build') classRoots = appClassRoots(config.root)
    },
    transform(code, id) {
      if (!id.includes('lara-light-green/theme.css')) return null
      const theme = recolourTheme(code)
      return { code: classRoots ? purgeTheme(theme, classRoots) : theme, map: null }
    },
  }
}
