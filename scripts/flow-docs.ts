// The flow docs (decision 0261): for every machine of src/machines/registry.ts, docs/flows/<name>.md
// (states, events, guards with the rule ids they implement) and docs/flows/<name>.svg (the chart,
// drawn by the viewer's own code), and src/components/statechart/guard-rules.generated.json (which
// rules each guard implements, with their text), which the viewer reads. A guard's rules are the
// R-ids in its doc comment and body, and in the doc comments of the rules-file functions it calls.
import { readFileSync } from 'node:fs'
import ELK from 'elkjs/lib/elk.bundled.js'
import { chartOf, type Chart } from '../src/components/statechart/chart-model'
import { layoutChart } from '../src/components/statechart/chart-layout'
import { chartSvg } from '../src/components/statechart/chart-svg'
import type { GuardRules } from '../src/components/statechart/guard-rules'
import { MACHINES, type RegisteredMachine } from '../src/machines/registry'

const RULE_ID = /R-[A-Z0-9]+-\d{3}/g

const idsIn = (text: string): string[] => [...new Set(text.match(RULE_ID) ?? [])]

/** The doc comment right above `export const|function <name>` of a source text. */
function docCommentOf(source: string, name: string): string {
  const at = source.search(new RegExp(`export (const|function) ${name}\\b`))
  if (at < 0) return ''
  const before = source.slice(0, at).trimEnd()
  if (!before.endsWith('*/')) return ''
  return before.slice(before.lastIndexOf('/**'))
}

/** Each named guard of a machine source's `setup({ guards })`, with its comment and body text. */
export function guardTexts(source: string): Map<string, string> {
  const lines = source.split('\n')
  const start = lines.findIndex((line) => /^\s*guards: \{\s*$/.test(line))
  const guards = new Map<string, string>()
  if (start < 0) return guards
  const indent = (lines[start]?.search(/\S/) ?? 0) + 2
  let pending: string[] = []
  let current: string | null = null
  for (const line of lines.slice(start + 1)) {
    const at = line.search(/\S/)
    if (at >= 0 && at < indent) break
    const key = at === indent ? /^\s*([A-Za-z_$][\w$]*):/.exec(line) : null
    if (key?.[1]) {
      current = key[1]
      guards.set(current, [...pending, line].join('\n'))
      pending = []
    } else if (at === indent && /^\s*(\/\/|\/\*|\*)/.test(line)) {
      pending.push(line)
      current = null
    } else if (current) guards.set(current, `${guards.get(current) ?? ''}\n${line}`)
  }
  return guards
}

/** The rule ids of each guard of a registered machine (read from its source files). */
export function guardRuleIds(
  entry: RegisteredMachine,
  read: (path: string) => string,
): Record<string, string[]> {
  const folder = `src/machines/${entry.folder ?? entry.name}`
  const source = read(`${folder}/${entry.name}.machine.ts`)
  let rules = ''
  try {
    rules = read(`${folder}/${entry.name}.rules.ts`)
  } catch {
    rules = ''
  }
  const result: Record<string, string[]> = {}
  for (const [name, text] of guardTexts(source)) {
    const called = [...text.matchAll(/\b([A-Za-z_$][\w$]*)\(/g)].map((m) => m[1] ?? '')
    const fromRules = called.map((fn) => docCommentOf(rules, fn)).join('\n')
    result[name] = idsIn(`${text}\n${fromRules}`).sort()
  }
  return result
}

/** `| R-X-001 | text | source |` rows of specs/rules.md, by id. */
export function ruleTexts(rulesMd: string): Map<string, string> {
  const texts = new Map<string, string>()
  for (const match of rulesMd.matchAll(/^\| (R-[A-Z0-9]+-\d{3}) \| (.*?) \| [^|]*\|\s*$/gm))
    if (match[1] && match[2] !== undefined) texts.set(match[1], match[2])
  return texts
}

const readRepo = (path: string) => readFileSync(path, 'utf8')

export function guardRules(): GuardRules {
  const texts = ruleTexts(readRepo('specs/rules.md'))
  const guards: Record<string, Record<string, string[]>> = {}
  const used = new Set<string>()
  for (const entry of MACHINES) {
    const ids = guardRuleIds(entry, readRepo)
    guards[entry.machine.id] = ids
    for (const list of Object.values(ids)) for (const id of list) used.add(id)
  }
  const rules: Record<string, string> = {}
  for (const id of [...used].sort()) rules[id] = texts.get(id) ?? ''
  return { guards, rules }
}

const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``
const cell = (text: string) => text.replace(/\|/g, '\\|')

/** docs/flows/<name>.md, before prettier. */
export function flowMarkdown(entry: RegisteredMachine, chart: Chart, rules: GuardRules): string {
  const guards = rules.guards[chart.id] ?? {}
  const short = (id: string) => id.slice(chart.root.length + 1) || `#${chart.root}`
  const stateRows = chart.states.map(
    (s) =>
      `| ${code(short(s.id))} | ${s.kind} | ${s.initial ? code(short(s.initial)) : ''} | ${chart.transitions.filter((t) => t.source === s.id).length} |`,
  )
  const eventRows = chart.transitions.map(
    (t) =>
      `| ${code(t.label)} | ${code(short(t.source))} | ${t.targets.length ? t.targets.map((x) => code(short(x))).join(', ') : '(stays)'} | ${t.guard ? code(t.guard) : ''} |`,
  )
  const guardRows = Object.entries(guards).map(
    ([name, ids]) =>
      `| ${code(name)} | ${ids.length ? ids.map((id) => `${id}: ${cell(rules.rules[id] ?? '')}`).join('<br>') : '(no rule id)'} |`,
  )
  return [
    `# ${entry.name}`,
    '',
    `Generated by \`npm run docs:flows\` from \`src/machines/${entry.folder ?? entry.name}/${entry.name}.machine.ts\`` +
      ` (machine id \`${chart.id}\`); do not edit by hand. The live chart is at \`/statecharts\`.`,
    '',
    `![The ${entry.name} statechart](./${entry.name}.svg)`,
    '',
    '## States',
    '',
    '| state | kind | initial child | transitions out |',
    '| --- | --- | --- | --- |',
    ...stateRows,
    '',
    '## Actors',
    '',
    '| state | invokes |',
    '| --- | --- |',
    ...chart.states
      .filter((s) => s.invokes.length > 0)
      .map((s) => `| ${code(short(s.id))} | ${s.invokes.map(code).join(', ')} |`),
    '',
    '## Events',
    '',
    '| event | from | to | guard |',
    '| --- | --- | --- | --- |',
    ...eventRows,
    '',
    '## Guards',
    '',
    '| guard | rules (specs/rules.md) |',
    '| --- | --- |',
    ...guardRows,
    '',
  ].join('\n')
}

/** Every generated file, path to content (markdown not yet formatted). */
export async function flowDocs(): Promise<Map<string, string>> {
  const elk = new ELK()
  const rules = guardRules()
  const files = new Map<string, string>()
  for (const entry of MACHINES) {
    const chart = chartOf(entry.machine)
    const layout = await layoutChart(chart, elk)
    files.set(`docs/flows/${entry.name}.svg`, `${chartSvg(layout, new Set(), entry.name)}\n`)
    files.set(`docs/flows/${entry.name}.md`, flowMarkdown(entry, chart, rules))
  }
  files.set(
    'docs/flows/README.md',
    [
      '# Flows',
      '',
      'Generated by `npm run docs:flows` from `src/machines/registry.ts`: one page per statechart.',
      '',
      ...MACHINES.map(
        (entry) => `- [${entry.name}](./${entry.name}.md) (machine id \`${entry.machine.id}\`)`,
      ),
      '',
    ].join('\n'),
  )
  files.set('src/components/statechart/guard-rules.generated.json', `${JSON.stringify(rules, null, 2)}\n`)
  return files
}
