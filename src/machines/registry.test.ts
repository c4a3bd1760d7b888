import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MACHINES } from './registry'

describe('the machine registry (decision 0260)', () => {
  it('R-FLOW-002 lists every src/machines/<folder>/<name>.machine.ts once, so no machine goes without its flow doc', () => {
    const dir = join(process.cwd(), 'src/machines')
    const onDisk = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((folder) =>
        readdirSync(join(dir, folder.name))
          .filter((file) => file.endsWith('.machine.ts'))
          .map((file) => `${folder.name}/${file.slice(0, -'.machine.ts'.length)}`),
      )
      .sort()
    const registered = MACHINES.map((entry) => `${entry.folder ?? entry.name}/${entry.name}`)
    expect(new Set(MACHINES.map((entry) => entry.name)).size).toBe(MACHINES.length)
    expect([...registered].sort()).toEqual(onDisk)
  })
})
