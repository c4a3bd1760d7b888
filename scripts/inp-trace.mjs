// `bench-inp.mjs --trace` (decision 0392): what the renderer's main thread does between an
// interaction's input and its next paint, from a Chromium trace of the interaction. The CPU profile
// of `--profile` sees JavaScript only and counts the browser's own work as one "(program)" figure;
// the trace splits that into style recalculation (with the elements recalculated), layout (with the
// objects laid out), paint and the rest, and names the script's entry points, so a slow paint can
// be traced to what made it slow.

/** The trace categories: the DevTools timeline's, with the layout's and style's details. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
]

/** Starts a trace on `cdp`; the answer's `stop()` ends it and resolves with its events. */
export async function startTrace(cdp) {
  const events = []
  const collect = ({ value }) => events.push(...value)
  cdp.on('Tracing.dataCollected', collect)
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  })
  return {
    async stop() {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
      await cdp.send('Tracing.end')
      await done
      cdp.off('Tracing.dataCollected', collect)
      return events
    },
  }
}

/** The names a summary keeps apart; every other event's own time counts as "other". */
const KINDS = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  Commit: 'paint',
  HitTest: 'hit test',
  ParseAuthorStyleSheet: 'style sheets',
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  EvaluateScript: 'script',
  'v8.callFunction': 'script',
  'V8.Execute': 'script',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
}

/**
 * One interaction's work on the page's main thread, from its trace: the window starts at the
 * interaction's Event Timing entry (or, without one, its first input's dispatch) and lasts `ms`
 * (the entry's duration). Each event's own time (without the events inside it) is summed by kind;
 * style recalculations sum their elements, layouts their objects.
 */
export function summariseTrace(events, inputType, ms) {
  const dispatch = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === inputType)
  if (dispatch === undefined) return undefined
  const { pid, tid } = dispatch
  const timing = events.find(
    (e) => e.name === 'EventTiming' && e.pid === pid && e.ph === 'b' && e.args?.data?.type === inputType,
  )
  const start = timing?.ts ?? dispatch.ts
  const end = start + ms * 1000
  const own = events
    .filter(
      (e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts < end && e.ts + (e.dur ?? 0) > start,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const byKind = {}
  const counts = { styleElements: 0, styleRecalcs: 0, layoutObjects: 0, layouts: 0, styleSheets: 0 }
  const scripts = new Map()
  // Exclusive time: an event's duration less that of the events directly inside it.
  const stack = []
  const close = (upTo) => {
    while (stack.length > 0 && stack.at(-1).ends <= upTo) {
      const done = stack.pop()
      const kind = KINDS[done.event.name] ?? 'other'
      byKind[kind] = (byKind[kind] ?? 0) + Math.max(0, done.self) / 1000
    }
  }
  for (const e of own) {
    close(e.ts)
    const from = Math.max(e.ts, start)
    const to = Math.min(e.ts + (e.dur ?? 0), end)
    const span = Math.max(0, to - from)
    if (stack.length > 0) stack.at(-1).self -= span
    stack.push({ event: e, ends: e.ts + (e.dur ?? 0), self: span })
    if (e.name === 'UpdateLayoutTree') {
      counts.styleRecalcs++
      counts.styleElements += e.args?.elementCount ?? 0
    } else if (e.name === 'Layout') {
      counts.layouts++
      counts.layoutObjects += e.args?.beginData?.dirtyObjects ?? 0
    } else if (e.name === 'ParseAuthorStyleSheet') counts.styleSheets++
    else if (e.name === 'FunctionCall' || e.name === 'EventDispatch') {
      const data = e.args?.data ?? {}
      const key =
        e.name === 'EventDispatch'
          ? `event ${data.type}`
          : `${data.functionName || '(anonymous)'} ${String(data.url ?? '')
              .split('/')
              .pop()}:${data.lineNumber ?? ''}`
      scripts.set(key, (scripts.get(key) ?? 0) + span / 1000)
    }
  }
  close(Infinity)
  return {
    byKind,
    counts,
    scripts: [...scripts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, ms]) => ({ name, ms })),
  }
}

/** The mean of several runs' summaries (kinds and counts), with each run's top entry points. */
export function meanOfTraces(summaries) {
  const found = summaries.filter(Boolean)
  const byKind = {}
  const counts = {}
  for (const s of found) {
    for (const [k, v] of Object.entries(s.byKind)) byKind[k] = (byKind[k] ?? 0) + v / found.length
    for (const [k, v] of Object.entries(s.counts)) counts[k] = (counts[k] ?? 0) + v / found.length
  }
  return { runs: found.length, byKind, counts, scripts: found.map((s) => s.scripts) }
}
