// @vitest-environment node
// The one-way layering of docs/architecture.md (decision 0120) is an ESLint rule; this runs the
// project's own eslint.config.js on small fixture modules placed in each layer, so a change to the
// zones that lets a forbidden import through fails here, not only in review.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The boundary violations ESLint reports for `source` written at `filePath`. */
async function violations(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message)
}

const importing = (path: string) => `import * as other from '${path}'\nexport const used = other\n`

describe('layering (ESLint import-x/no-restricted-paths)', () => {
  it.each([
    ['a feature imports another feature', 'src/features/auth/Fixture.tsx', '../shell/ShellLayout'],
    ['a feature imports another feature', 'src/features/place-order/Fixture.tsx', '../drafts/DraftsPage'],
    ['a feature imports the app', 'src/features/shell/Fixture.tsx', '../../app/routes'],
    [
      'a shared component imports a feature',
      'src/components/orders/Fixture.tsx',
      '../../features/drafts/DraftsPage',
    ],
    ['lib imports the session context', 'src/lib/fixture.ts', '../components/session/session-context'],
    ['a machine imports a component', 'src/machines/fixture.ts', '../components/orders/format'],
    ['a screen imports the mock backend', 'src/features/drafts/Fixture.tsx', '../../mocks/browser'],
    ['a screen imports the backend', 'src/features/drafts/Fixture.tsx', '../../backend/clock'],
    ['the app imports the backend', 'src/app/Fixture.tsx', '../backend/order-backend'],
    ['the backend imports the browser wiring', 'src/backend/fixture.ts', '../mocks/respond'],
    ['the backend imports the server', 'src/backend/fixture.ts', '../../server/sql'],
    ['the backend imports the toast bus', 'src/backend/fixture.ts', '../lib/notify'],
    ['the backend imports browser storage', 'src/backend/fixture.ts', '../lib/storage'],
    ['the backend imports the page’s i18next', 'src/backend/fixture.ts', '../i18n'],
    ['the backend imports the API client', 'src/backend/fixture.ts', '../api/client'],
    ['a machine imports the backend', 'src/machines/fixture.ts', '../backend/clock'],
  ])('refuses: %s (%s -> %s)', async (_why, filePath, target) => {
    const found = await violations(filePath, importing(target))
    expect(found).toHaveLength(1)
  })

  it.each([
    ['a feature imports itself', 'src/features/auth/Fixture.tsx', './PasswordInput'],
    [
      'a feature imports the session context',
      'src/features/shell/Fixture.tsx',
      '../../components/session/session-context',
    ],
    [
      'a feature imports the order lists',
      'src/features/drafts/Fixture.tsx',
      '../../components/orders/OrderListFrame',
    ],
    ['a feature imports the paths', 'src/features/errors/Fixture.tsx', '../../lib/paths'],
    ['the app imports a feature', 'src/app/Fixture.tsx', '../features/shell/ShellLayout'],
    ['the backend imports the lifecycle', 'src/backend/fixture.ts', '../machines/order-lifecycle'],
    ['the backend imports a contract', 'src/backend/fixture.ts', '../api/contracts/order'],
    ['the backend imports the language list', 'src/backend/fixture.ts', '../i18n/languages'],
    ['the mock backend imports the backend', 'src/mocks/fixture.ts', '../backend/order-backend'],
    ['the server imports the backend', 'server/fixture.ts', '../src/backend/persistence'],
  ])('allows: %s (%s -> %s)', async (_why, filePath, target) => {
    expect(await violations(filePath, importing(target))).toEqual([])
  })

  it('refuses an import cycle (import-x/no-cycle): the clock importing the order backend that reads it', async () => {
    const [result] = await eslint.lintText(
      "import { createOrderBackend } from './order-backend'\nexport const used = createOrderBackend\n",
      {
        filePath: 'src/backend/clock.ts',
      },
    )
    expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('import-x/no-cycle')
  })

  it('names the rule in its message, so the author knows where the piece belongs', async () => {
    const [message] = await violations('src/features/auth/Fixture.tsx', importing('../shell/ShellLayout'))
    expect(message).toContain('a feature imports only itself and the layers below')
  })
})
