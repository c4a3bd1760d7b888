// The icons the portal draws itself are PrimeReact's (decision 0390), with coordinates rounded to
// 1/100 of a pixel (decision 0397): checked against primereact/icons, path by path.
import { CheckIcon } from 'primereact/icons/check'
import { ChevronLeftIcon } from 'primereact/icons/chevronleft'
import { ChevronRightIcon } from 'primereact/icons/chevronright'
import { ExclamationTriangleIcon } from 'primereact/icons/exclamationtriangle'
import { InfoCircleIcon } from 'primereact/icons/infocircle'
import { SpinnerIcon } from 'primereact/icons/spinner'
import { TimesCircleIcon } from 'primereact/icons/timescircle'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PrimeIcon, type IconPaths } from './PrimeIcon'
import { CHECK_ICON } from './prime-icons/check'
import { CHEVRON_LEFT_ICON } from './prime-icons/chevron-left'
import { CHEVRON_RIGHT_ICON } from './prime-icons/chevron-right'
import { EXCLAMATION_TRIANGLE_ICON } from './prime-icons/exclamation-triangle'
import { INFO_CIRCLE_ICON } from './prime-icons/info-circle'
import { SPINNER_ICON } from './prime-icons/spinner'
import { TIMES_CIRCLE_ICON } from './prime-icons/times-circle'

const ICONS: ReadonlyArray<readonly [string, IconPaths, ComponentType]> = [
  ['Spinner', SPINNER_ICON, SpinnerIcon],
  ['InfoCircle', INFO_CIRCLE_ICON, InfoCircleIcon],
  ['ExclamationTriangle', EXCLAMATION_TRIANGLE_ICON, ExclamationTriangleIcon],
  ['TimesCircle', TIMES_CIRCLE_ICON, TimesCircleIcon],
  ['Check', CHECK_ICON, CheckIcon],
  ['ChevronLeft', CHEVRON_LEFT_ICON, ChevronLeftIcon],
  ['ChevronRight', CHEVRON_RIGHT_ICON, ChevronRightIcon],
]

/** Every path's commands and numbers, from an SVG's markup. */
const pathsOf = (markup: string) =>
  [...markup.matchAll(/<path([^>]*)>/g)].map(([, attributes]) => {
    const d = /\sd="([^"]*)"/.exec(attributes!)![1]!
    return {
      commands: d.replace(/[^A-Za-z]/g, ''),
      numbers: (d.match(/-?\d*\.?\d+/g) ?? []).map(Number),
      evenOdd: attributes!.includes('fill-rule="evenodd"'),
    }
  })

describe("R-PERF-036 PrimeIcon draws PrimeReact's icons", () => {
  it.each(ICONS)('%s: the same paths, every coordinate within 1/100 of a pixel', (_, paths, Original) => {
    const ours = pathsOf(renderToStaticMarkup(createElement(PrimeIcon, { paths, className: 'x' })))
    const theirs = pathsOf(renderToStaticMarkup(createElement(Original)))
    expect(ours.length).toBe(theirs.length)
    ours.forEach((path, index) => {
      const original = theirs[index]!
      expect(path.commands).toBe(original.commands)
      expect(path.evenOdd).toBe(original.evenOdd)
      expect(path.numbers.length).toBe(original.numbers.length)
      path.numbers.forEach((n, i) => expect(Math.abs(n - original.numbers[i]!)).toBeLessThanOrEqual(0.0051))
    })
  })

  it("keeps PrimeReact's 14 px box and p-icon class, spinning when told", () => {
    const markup = renderToStaticMarkup(
      createElement(PrimeIcon, { paths: SPINNER_ICON, className: 'p-button-icon', spin: true }),
    )
    expect(markup).toContain('viewBox="0 0 14 14"')
    expect(markup).toContain('class="p-icon p-icon-spin p-button-icon"')
  })
})
