import { readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MACHINES } from './registry'

describe('the machine registry (decision 0260)', () => {
  it('R-FLOW-002 lists every src/machines/<name>/<name>.machine.ts once, so no machine goes without its flow doc', () => {
    const dir = join(process.cwd(), 'src/machines')
    const onDisk = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, `${entry.name}.machine.ts`)))
      .map((entry) => entry.name)
      .sort()
    const registered = MACHINES.map((entry) => entry.name)
    expect(new Set(registered).size).toBe(registered.length)
    expect([...registered].sort()).toEqual(onDisk)
  })
})
