// @vitest-environment node
// PGlite's folder at start (R-SRV-008, decision 0350).
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/backend'
import { prepareDataDir } from '../../server/data-dir'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-data-dir-'))
  folders.push(folder)
  return folder
}

describe('R-SRV-008 a PORTAL_DATA_DIR under folders that do not exist yet is made whole at start', () => {
  it('the missing parents are made and the database opens there', async () => {
    const dataDir = join(scratch(), 'some', 'new', 'path', 'data')
    expect(prepareDataDir(dataDir)).toBeUndefined()
    expect(statSync(dataDir).isDirectory()).toBe(true)
    const db = await openDatabase({ dataDir })
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }])
    await db.close()
  }, 120_000)

  it('a folder that cannot be made is named in one line with the reason', () => {
    const blocker = join(scratch(), 'a-file')
    writeFileSync(blocker, 'not a folder')
    const said = prepareDataDir(join(blocker, 'data'))
    expect(said).toMatch(/^\[server\] PORTAL_DATA_DIR .*a-file\/data cannot be made \((ENOTDIR|EEXIST)/)
    expect(said).not.toContain('\n')
  })
})
