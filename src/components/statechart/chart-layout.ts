// Lays a chart out with ELK (elkjs, decision 0260): compound nodes for nested and parallel
// states, an initial dot in each compound state, and one labelled edge per transition target.
// Text widths are estimated from the character count, not measured, so the browser and the
// flow-docs script get the very same layout.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import type { Chart, ChartState, ChartTransition } from './chart-model'

export const FONT_SIZE = 12
const CHAR_WIDTH = 7
const LINE = 16
const PAD = 10
export const HEADER = 26
export const INITIAL_SIZE = 10

export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface LaidState extends Box {
  readonly state: ChartState
  /** Transitions that stay in the state (no target), written inside its box. */
  readonly stays: readonly ChartTransition[]
}

export interface LaidEdge {
  readonly transition: ChartTransition
  readonly target: string
  readonly points: readonly { x: number; y: number }[]
  readonly label: Box
}

export interface ChartLayout {
  readonly chart: Chart
  readonly width: number
  readonly height: number
  readonly states: readonly LaidState[]
  readonly initials: readonly { readonly state: string; readonly box: Box; readonly target: string }[]
  readonly initialEdges: readonly {
    readonly state: string
    readonly points: readonly { x: number; y: number }[]
  }[]
  readonly edges: readonly LaidEdge[]
}

/** `event [guard]`, as on the edges and in the docs. */
export const transitionText = (t: ChartTransition): string => (t.guard ? `${t.label} [${t.guard}]` : t.label)

export const textWidth = (text: string): number => text.length * CHAR_WIDTH

const initialId = (stateId: string) => `${stateId}#initial`
const edgeId = (t: ChartTransition, target: string) => `${t.id}>${target}`

/** The ELK instance: elkjs's bundled build, loaded only when a chart is laid out. */
interface ElkLike {
  layout(graph: ElkNode): Promise<ElkNode>
}

export async function layoutChart(chart: Chart, elk: ElkLike): Promise<ChartLayout> {
  const stays = new Map<string, ChartTransition[]>()
  for (const t of chart.transitions)
    if (t.targets.length === 0) stays.set(t.source, [...(stays.get(t.source) ?? []), t])
  const childrenOf = new Map<string | null, ChartState[]>()
  for (const s of chart.states) childrenOf.set(s.parent, [...(childrenOf.get(s.parent) ?? []), s])

  const nodeOf = (s: ChartState): ElkNode => {
    const lines = (stays.get(s.id) ?? []).map(transitionText)
    const width = Math.max(textWidth(s.key), ...lines.map(textWidth)) + 2 * PAD
    const children = childrenOf.get(s.id) ?? []
    if (children.length === 0)
      return { id: s.id, width: Math.max(width, 60), height: HEADER + lines.length * LINE + PAD / 2 }
    const initial: ElkNode[] =
      s.initial === null ? [] : [{ id: initialId(s.id), width: INITIAL_SIZE, height: INITIAL_SIZE }]
    return {
      id: s.id,
      layoutOptions: {
        'elk.padding': `[top=${HEADER + lines.length * LINE + PAD},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, ${HEADER})`,
        // The regions of a parallel state sit side by side.
        ...(s.kind === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
      },
      children: [...initial, ...children.map(nodeOf)],
    }
  }

  const edges: ElkExtendedEdge[] = []
  for (const t of chart.transitions)
    for (const target of t.targets) {
      const text = transitionText(t)
      edges.push({
        id: edgeId(t, target),
        sources: [t.source],
        targets: [target],
        labels: [{ text, width: textWidth(text), height: LINE }],
      })
    }
  for (const s of chart.states)
    if (s.initial !== null)
      edges.push({ id: initialId(s.id), sources: [initialId(s.id)], targets: [s.initial] })

  const root = chart.states.find((s) => s.parent === null)
  if (!root) throw new Error(`chart ${chart.id} has no root`)
  const graph: ElkNode = {
    id: '#graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.randomSeed': '1',
    },
    children: [nodeOf(root)],
    edges,
  }
  const laid = await elk.layout(graph)

  const boxes = new Map<string, Box>()
  const collect = (node: ElkNode) => {
    boxes.set(node.id, { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 })
    for (const child of node.children ?? []) collect(child)
  }
  for (const child of laid.children ?? []) collect(child)
  const boxOf = (id: string): Box => {
    const box = boxes.get(id)
    if (!box) throw new Error(`chart ${chart.id}: ELK placed no node ${id}`)
    return box
  }
  const pointsOf = (edge: ElkExtendedEdge) =>
    (edge.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ])
  const laidEdges = new Map((laid.edges ?? []).map((e) => [e.id, e]))
  const edgeOf = (id: string): ElkExtendedEdge => {
    const edge = laidEdges.get(id)
    if (!edge) throw new Error(`chart ${chart.id}: ELK routed no edge ${id}`)
    return edge
  }

  return {
    chart,
    width: Math.ceil(laid.width ?? 0),
    height: Math.ceil(laid.height ?? 0),
    states: chart.states.map((state) => ({ ...boxOf(state.id), state, stays: stays.get(state.id) ?? [] })),
    initials: chart.states.flatMap((s) =>
      s.initial === null ? [] : [{ state: s.id, box: boxOf(initialId(s.id)), target: s.initial }],
    ),
    initialEdges: chart.states.flatMap((s) =>
      s.initial === null ? [] : [{ state: s.id, points: pointsOf(edgeOf(initialId(s.id))) }],
    ),
    edges: chart.transitions.flatMap((transition) =>
      transition.targets.map((target) => {
        const edge = edgeOf(edgeId(transition, target))
        const label = edge.labels?.[0]
        return {
          transition,
          target,
          points: pointsOf(edge),
          label: {
            x: label?.x ?? 0,
            y: label?.y ?? 0,
            width: label?.width ?? 0,
            height: label?.height ?? 0,
          },
        }
      }),
    ),
  }
}
