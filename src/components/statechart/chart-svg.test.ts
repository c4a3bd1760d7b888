// The drawing of every registered machine (decision 0260): ELK places every state and routes every
// transition, and the SVG holds each state and each transition exactly once with its guard.
import ELK from 'elkjs/lib/elk.bundled.js'
import { describe, expect, it } from 'vitest'
import { MACHINES } from '../../machines/registry'
import { layoutChart, transitionText } from './chart-layout'
import { activeStateIds, chartOf } from './chart-model'
import { chartSvg } from './chart-svg'

const occurrences = (text: string, part: string) => text.split(part).length - 1
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

describe('chartSvg', () => {
  const elk = new ELK()
  it.each(MACHINES.map((entry) => [entry.name, entry.machine] as const))(
    'R-VIEW-001 %s: every state and every transition drawn exactly once, with its guard',
    async (_name, machine) => {
      const chart = chartOf(machine)
      const svg = chartSvg(await layoutChart(chart, elk))
      for (const state of chart.states) expect(occurrences(svg, `data-state-id="${xml(state.id)}"`)).toBe(1)
      for (const t of chart.transitions) {
        if (t.targets.length > 0)
          expect(occurrences(svg, `data-transition-id="${xml(t.id)}"`)).toBe(t.targets.length)
        expect(svg).toContain(`>${xml(transitionText(t))}</text>`)
      }
      expect(svg).not.toContain('NaN')
    },
    30_000,
  )

  it('R-VIEW-002 marks the current state and its parents active, and nothing else', async () => {
    const machine = MACHINES.find((m) => m.name === 'order-lifecycle')!.machine
    const chart = chartOf(machine)
    const svg = chartSvg(
      await layoutChart(chart, elk),
      activeStateIds(chart.root, { beforeDelivery: 'verifying' }),
    )
    const active = [...svg.matchAll(/chart-state--active" data-state-id="([^"]+)"/g)].map((m) => m[1])
    expect(active.sort()).toEqual(['order', 'order.beforeDelivery', 'order.beforeDelivery.verifying'])
  })
})
