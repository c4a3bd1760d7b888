// @vitest-environment node
// Idempotent writes on PGlite (decision 0356); the same suite runs on a real PostgreSQL, stopped
// between the commit and the answer, in persistence-postgres.test.ts.
import { describe, vi } from 'vitest'
import { openDatabase } from '../../server/backend'
import { idempotencySuite } from '../../server/test/idempotency-suite'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

describe('R-API-046 R-API-047 R-API-048 R-API-049 idempotent writes on PGlite', () =>
  idempotencySuite(() => openDatabase({}), {
    breakStore: () => {
      throw new Error('the store failed between the commit and the answer')
    },
    mend: () => undefined,
  }))
