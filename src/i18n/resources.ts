// Every namespace in both languages, bundled, and nothing else: for the mock backend (its answers'
// texts) and tests. No module of the app imports this file, so the app's chunks hold only the
// login's texts and load the others by screen (decisions 0042, 0250).
import { collect, type Resources, type Tree } from './languages'

/** Every namespace in both languages. */
export const resources: Resources = collect(
  import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' }),
)
