// @vitest-environment node
// Group commit on a real PostgreSQL (decision 0387): the appends waiting in one process are stored
// by one statement after the last of them, each answered after that commit. Concurrent placements
// (retried with their Idempotency-Key, as a client does after a timeout) are each stored and
// acknowledged once, and read back by a process started afterwards; a command refused in the
// middle of a group leaves the others placed; a failed commit fails its whole group, leaves no
// order in memory that the log does not hold, and the next write goes on at the next position.
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  CreateDraftOrder,
  CreateOpenOrder,
  DeleteOrder,
  GetPendingOrderList,
} from '../../src/api/contracts/order'
import { IDEMPOTENCY_HEADER } from '../../src/backend/idempotency'
import { requestOf } from '../../src/test/mock-contract'
import { ask, signIn } from '../../src/test/tabs'
import { createServerBackend, openDatabase } from '../../server/backend'
import type { SqlDatabase } from '../../server/sql'
import { httpLogin, httpRequestOf, startServer, type RunningServer } from '../../server/test/http'
import { startPostgresCluster, type PostgresCluster } from '../../server/test/postgres'
import { liveOrderBody } from '../../server/test/server-process'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

/** This file's port (the project's test range 7300-7399, one per file). */
const PORT = 7306

let cluster: PostgresCluster
beforeAll(() => {
  cluster = startPostgresCluster(PORT)
})
afterAll(() => cluster?.remove())

/** `db` counting the statements that store log records, and failing the next one when armed. */
function watched(db: SqlDatabase) {
  let appends = 0
  let failNext = false
  const query: SqlDatabase['query'] = async (text, params) => {
    if (text.startsWith('INSERT INTO event_log')) {
      appends += 1
      if (failNext) {
        failNext = false
        throw Object.assign(new Error('the commit failed (injected)'), { code: '53100' })
      }
    }
    return db.query(text, params)
  }
  return {
    db: { ...db, query } as SqlDatabase,
    appends: () => appends,
    failTheNextCommit: () => void (failNext = true),
  }
}

/** The notes of the orders the log holds, and its positions, read straight from PostgreSQL. */
async function storedLog(db: SqlDatabase) {
  const rows = await db.query<{ seq: number; record: { document?: { Note?: string }; opened?: unknown } }>(
    'SELECT seq, record FROM event_log ORDER BY seq',
  )
  return {
    seqs: rows.map((row) => Number(row.seq)),
    notes: rows.filter((row) => row.record.opened !== undefined).map((row) => row.record.document?.Note),
  }
}

describe('R-SRV-014 group commit: concurrent writes share one commit, each acknowledged once and durable', () => {
  let server: RunningServer
  let counted: ReturnType<typeof watched>
  beforeAll(async () => {
    counted = watched(await openDatabase({ databaseUrl: cluster.url }))
    server = await startServer({ db: counted.db, backend: { realNow: () => new Date() } })
  })
  afterAll(() => server?.stop())

  /** Places the order `note` with `key` over HTTP: status, envelope. */
  async function place(token: string, note: string, key: string) {
    const body = Schema.encodeSync(CreateOpenOrder.request)(liveOrderBody(note))
    const response = await fetch(
      httpRequestOf(server.origin, CreateOpenOrder, body, {
        token,
        language: 'en',
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    )
    return {
      status: response.status,
      body: (await response.json()) as { code: number; data: { Id: number } },
    }
  }

  it('twenty placements at once, each sent twice with its key and retried after: one order each, all stored, fewer commits than orders', async () => {
    const token = await httpLogin(server.origin)
    const run = Math.random().toString(36).slice(2, 8)
    const notes = Array.from({ length: 20 }, (_, i) => `group ${run} ${i}`)
    const before = counted.appends()
    // Each sent twice at once (a double tap), then once more after all were answered (a retry).
    const first = await Promise.all(
      notes.flatMap((note, i) => [
        place(token, note, `grp-${run}-${i}`),
        place(token, note, `grp-${run}-${i}`),
      ]),
    )
    const retried = await Promise.all(notes.map((note, i) => place(token, note, `grp-${run}-${i}`)))
    const commits = counted.appends() - before
    for (const answer of [...first, ...retried]) expect([answer.status, answer.body.code]).toEqual([200, 0])
    const ids = notes.map((_, i) => first[2 * i]!.body.data.Id)
    notes.forEach((_, i) => {
      expect(first[2 * i + 1]!.body.data.Id).toBe(ids[i])
      expect(retried[i]!.body.data.Id).toBe(ids[i])
    })
    expect(new Set(ids).size).toBe(notes.length)
    // Shared commits: the placements that waited together were stored by one statement.
    expect(commits).toBeLessThan(notes.length)
    // Durable: one order per note in the log, read again by a process started now.
    const { notes: stored, seqs } = await storedLog(counted.db)
    for (const note of notes) expect(stored.filter((n) => n === note)).toHaveLength(1)
    expect(seqs).toEqual(seqs.map((_, i) => i + 1))
    const fresh = await createServerBackend(await openDatabase({ databaseUrl: cluster.url }))
    try {
      for (const id of ids) expect(fresh.state.orders.store.order(id)?.document.Note).toMatch(/^group /)
    } finally {
      fresh.close()
    }
  })

  it('a command refused in the middle of a group fails alone: the placements around it are stored', async () => {
    const backend = await server.backend()
    const token = await signIn(backend)
    const draft = await ask(backend, CreateDraftOrder, liveOrderBody('draft to delete twice'), token)
    expect(draft.code, draft.message).toBe(0)
    const orderId = (draft.data as { Id: number }).Id
    const run = Math.random().toString(36).slice(2, 8)
    // Warm: the session is read once, so every call below reaches the write turn at once.
    await ask(backend, GetPendingOrderList, { pageIndex: 1, pageSize: 20 }, token)
    const before = counted.appends()
    /** A call whose refusal may come with any status: its envelope's code. */
    const code = async <Req>(endpoint: Parameters<typeof ask<Req>>[1], input: Req) => {
      const request = requestOf(endpoint, Schema.encodeSync(endpoint.request)(input), { token })
      return ((await (await backend.respond(request))!.json()) as { code: number }).code
    }
    const answers = await Promise.all([
      code(CreateOpenOrder, liveOrderBody(`around ${run} a`)),
      code(DeleteOrder, { orderId }),
      code(CreateOpenOrder, liveOrderBody(`around ${run} b`)),
      code(DeleteOrder, { orderId }),
      code(CreateOpenOrder, liveOrderBody(`around ${run} c`)),
    ])
    expect(counted.appends() - before).toBeLessThan(answers.length)
    // One delete is decided on the draft, the other on the deleted draft: refused, alone.
    expect([answers[1], answers[3]].filter((c) => c === 0)).toHaveLength(1)
    expect([answers[1], answers[3]].filter((c) => c !== 0)).toHaveLength(1)
    expect([answers[0], answers[2], answers[4]]).toEqual([0, 0, 0])
    const { notes } = await storedLog(counted.db)
    for (const suffix of ['a', 'b', 'c']) expect(notes).toContain(`around ${run} ${suffix}`)
    expect(backend.state.orders.store.order(orderId)).toBeUndefined()
  })
})

describe('R-SRV-015 a failed group commit fails every caller of its group and loses nothing acknowledged', () => {
  it('the group whose commit failed is answered code 5000 and is not in memory; the next placement is stored at the next position', async () => {
    const counted = watched(await openDatabase({ databaseUrl: cluster.url }))
    const backend = await createServerBackend(counted.db)
    try {
      const token = await signIn(backend)
      const run = Math.random().toString(36).slice(2, 8)
      const list = { pageIndex: 1, pageSize: 100 }
      await ask(backend, GetPendingOrderList, list, token)
      const kept = await ask(backend, CreateOpenOrder, liveOrderBody(`kept ${run}`), token)
      expect(kept.code, kept.message).toBe(0)
      const logBefore = backend.state.orders.store.log.length
      counted.failTheNextCommit()
      const names = ['x', 'y', 'z']
      const group = await Promise.all(
        names.map((s) => ask(backend, CreateOpenOrder, liveOrderBody(`lost ${run} ${s}`), token)),
      )
      // The three usually meet in the failed group; on a loaded machine the first may commit alone
      // and the others in the next group. Every caller of the failed group is told the write
      // failed (5000); a caller answered 0 was in a group that committed, and its order is stored.
      expect(group.map((answer) => answer.code).every((code) => code === 0 || code === 5000)).toBe(true)
      expect(group.filter((answer) => answer.code === 5000).length).toBeGreaterThan(0)
      // Memory holds what the log holds: the failed group's orders are not listed, nothing is half there.
      const { notes, seqs } = await storedLog(counted.db)
      for (const [i, s] of names.entries()) {
        if (group[i]!.code === 0) expect(notes).toContain(`lost ${run} ${s}`)
        else expect(notes).not.toContain(`lost ${run} ${s}`)
      }
      expect(notes).toContain(`kept ${run}`)
      expect(backend.state.orders.store.log.length).toBe(seqs.length)
      expect(seqs.length).toBeGreaterThanOrEqual(logBefore)
      const pending = await ask(backend, GetPendingOrderList, list, token)
      const listed = (pending.data as { list: { Note?: string; OrderNumber: string }[] }).list
      for (const [i, s] of names.entries())
        if (group[i]!.code !== 0) expect(JSON.stringify(listed)).not.toContain(`lost ${run} ${s}`)
      // The next write goes on at the next position, with no gap.
      const next = await ask(backend, CreateOpenOrder, liveOrderBody(`after ${run}`), token)
      expect(next.code, next.message).toBe(0)
      const after = await storedLog(counted.db)
      expect(after.seqs).toEqual(after.seqs.map((_, i) => i + 1))
      expect(after.notes).toContain(`after ${run}`)
    } finally {
      backend.close()
    }
  })
})
