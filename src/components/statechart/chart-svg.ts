// Draws a laid-out chart as one SVG document (decision 0260): the viewer shows it with the
// current states highlighted, and `npm run docs:flows` writes it to docs/flows/<machine>.svg, so
// the docs and the viewer are drawn by the same code. Its styles are inside the SVG, so the file
// reads the same on its own (a Markdown image) as in the page.
import {
  FONT_SIZE,
  HEADER,
  INITIAL_SIZE,
  transitionText,
  type ChartLayout,
  type LaidState,
} from './chart-layout'

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const n = (value: number): string => String(Math.round(value * 10) / 10)

const STYLE = `
.chart-state rect{fill:#fff;stroke:#4b5563;stroke-width:1.2}
.chart-state--region>rect{stroke-dasharray:5 3}
.chart-state--compound>rect,.chart-state--parallel>rect{fill:#f9fafb}
.chart-state--active>rect{fill:#d1fae5;stroke:#047857;stroke-width:3}
.chart-state--root>rect{fill:#fff;stroke:#9ca3af}
.chart-name{font-weight:600}
text{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:${FONT_SIZE}px;fill:#111827}
.chart-stay{fill:#374151}
.chart-edge{fill:none;stroke:#374151;stroke-width:1.2}
.chart-label{fill:#1e3a8a}
.chart-initial{fill:#111827}`

function stateMarkup(laid: LaidState, active: ReadonlySet<string>, parentKind: string | undefined): string {
  const { state } = laid
  const classes = ['chart-state', `chart-state--${state.kind}`]
  if (state.parent === null) classes.push('chart-state--root')
  if (parentKind === 'parallel') classes.push('chart-state--region')
  if (active.has(state.id)) classes.push('chart-state--active')
  const rects = [
    `<rect x="${n(laid.x)}" y="${n(laid.y)}" width="${n(laid.width)}" height="${n(laid.height)}" rx="8"/>`,
  ]
  // A final state: a double border.
  if (state.kind === 'final')
    rects.push(
      `<rect x="${n(laid.x + 3)}" y="${n(laid.y + 3)}" width="${n(laid.width - 6)}" height="${n(laid.height - 6)}" rx="6"/>`,
    )
  const name = state.parent === null ? `#${state.id}` : state.key
  const texts = [
    `<text class="chart-name" x="${n(laid.x + 10)}" y="${n(laid.y + HEADER - 9)}">${escapeXml(name)}${state.kind === 'parallel' ? ' ‖' : ''}</text>`,
    ...laid.stays.map(
      (t, i) =>
        `<text class="chart-stay" x="${n(laid.x + 10)}" y="${n(laid.y + HEADER + 4 + i * 16)}">${escapeXml(transitionText(t))}</text>`,
    ),
  ]
  return `<g class="${classes.join(' ')}" data-state-id="${escapeXml(state.id)}">${rects.join('')}${texts.join('')}</g>`
}

const pathOf = (points: readonly { x: number; y: number }[]): string =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join(' ')

/** The chart as an SVG document; `active` holds the ids of the states to highlight. */
export function chartSvg(
  layout: ChartLayout,
  active: ReadonlySet<string> = new Set(),
  title?: string,
): string {
  const kindOf = new Map(layout.chart.states.map((s) => [s.id, s.kind]))
  // Outer states first, so inner ones are drawn over them.
  const states = [...layout.states]
    .sort((a, b) => a.state.depth - b.state.depth)
    .map((laid) =>
      stateMarkup(laid, active, laid.state.parent === null ? undefined : kindOf.get(laid.state.parent)),
    )
  const initials = layout.initials.map(
    ({ box }) =>
      `<circle class="chart-initial" cx="${n(box.x + INITIAL_SIZE / 2)}" cy="${n(box.y + INITIAL_SIZE / 2)}" r="${INITIAL_SIZE / 2}"/>`,
  )
  const edges = [
    ...layout.initialEdges.map(
      ({ points }) => `<path class="chart-edge" d="${pathOf(points)}" marker-end="url(#chart-arrow)"/>`,
    ),
    ...layout.edges.map(
      (edge) =>
        `<g class="chart-transition" data-transition-id="${escapeXml(edge.transition.id)}"><path class="chart-edge" d="${pathOf(edge.points)}" marker-end="url(#chart-arrow)"/>` +
        `<text class="chart-label" x="${n(edge.label.x)}" y="${n(edge.label.y + edge.label.height - 4)}">${escapeXml(transitionText(edge.transition))}</text></g>`,
    ),
  ]
  const heading = title ?? layout.chart.id
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" role="img" aria-label="${escapeXml(heading)}">`,
    `<style>${STYLE}</style>`,
    `<defs><marker id="chart-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#374151"/></marker></defs>`,
    ...states,
    ...initials,
    ...edges,
    `</svg>`,
  ].join('\n')
}
