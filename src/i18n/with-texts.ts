// A lazy screen or part with the namespaces it shows (R-PERF-035, decision 0396), apart from the
// i18n instance (index.ts re-exports it): the route table imports it, and the journeys read the
// route table in Node, where the instance's Vite-only module code (`import.meta.glob`,
// `import.meta.env`) cannot run. The instance loads when the import is first made, in the app long
// since there.

/** A lazy module's import that also downloads the texts it shows: `namespaces` says which. */
export interface WithTexts<M> {
  (): Promise<M>
  readonly namespaces: readonly string[]
}

/**
 * A lazy screen or part and the namespaces it shows (beyond CORE_NAMESPACES), downloaded side by
 * side so that it renders with its texts and never with a raw key (R-PERF-035, decision 0396).
 * `build/texts-declared.test.ts` checks the list against what the module's files use.
 */
export function withTexts<M>(namespaces: readonly string[], load: () => Promise<M>): WithTexts<M> {
  const texts = () => import('./index').then(({ loadTexts }) => loadTexts(namespaces))
  const both = async () => (await Promise.all([load(), texts()]))[0]
  return Object.assign(both, { namespaces })
}
