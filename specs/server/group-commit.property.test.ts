// @vitest-environment node
// The group commit's runner (server/group-commit.ts, decision 0387) over a write turn and a
// staging area in memory, with random tasks, random failures of their own and random failed
// commits: each caller is answered once, an answer never comes before its group's commit, a
// task's own failure is its own, and a failed commit fails its whole group and undoes it.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupCommit } from '../../server/group-commit'
import { createTurns } from '../../src/backend/persistence'

interface Plan {
  /** Per task: whether it refuses itself, and how many microtasks it takes. */
  readonly tasks: readonly { readonly refuses: boolean; readonly steps: number; readonly later: boolean }[]
  /** Per commit, in turn: whether it fails (the last value repeats). */
  readonly commits: readonly boolean[]
  readonly most: number
}

const plans = fc.record({
  tasks: fc.array(fc.record({ refuses: fc.boolean(), steps: fc.nat(3), later: fc.boolean() }), {
    minLength: 1,
    maxLength: 40,
  }),
  commits: fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
  most: fc.integer({ min: 1, max: 8 }),
})

const steps = async (n: number) => {
  for (let i = 0; i < n; i++) await Promise.resolve()
}

async function run(plan: Plan) {
  const stored: number[] = []
  let staged: number[] | undefined
  const committed = new Set<number>()
  let commits = 0
  const undone: number[] = []
  const inTurn = createTurns()
  const submit = groupCommit(
    (task) => inTurn(task),
    {
      begin: () => void (staged = []),
      commit: async () => {
        await steps(1)
        const fails = plan.commits[Math.min(commits, plan.commits.length - 1)]!
        commits += 1
        if (fails) throw new Error(`commit ${commits} failed`)
        for (const n of staged!) committed.add(n)
        stored.push(...staged!)
      },
      end: () => void (staged = undefined),
    },
    plan.most,
  )
  const answers = new Map<number, { ok: boolean; value: unknown; durable: boolean; first: boolean }>()
  let firsts = 0
  const undo = async () => void undone.push(commits)
  const calls = plan.tasks.map(async (task, n) => {
    if (task.later) await steps(5)
    try {
      const value = await submit(async ({ first }) => {
        if (first) firsts += 1
        await steps(task.steps)
        if (task.refuses) throw new Error(`task ${n} refused`)
        staged!.push(n)
        return { n, first }
      }, undo)
      if (answers.has(n)) throw new Error(`task ${n} answered twice`)
      answers.set(n, { ok: true, value, durable: committed.has(n), first: (value as { first: boolean }).first })
    } catch (error) {
      if (answers.has(n)) throw new Error(`task ${n} answered twice`)
      answers.set(n, { ok: false, value: error, durable: committed.has(n), first: false })
    }
  })
  await Promise.all(calls)
  return { answers, stored, commits, undone, firsts }
}

describe('R-SRV-014 group commit: each caller answered once, after its group’s commit', () => {
  it('an acknowledged task is stored, a refused one fails alone, a failed commit fails its whole group and undoes it', async () => {
    await fc.assert(
      fc.asyncProperty(plans, async (plan) => {
        const { answers, stored, commits, undone, firsts } = await run(plan)
        expect(answers.size).toBe(plan.tasks.length)
        for (const [n, answer] of answers) {
          const task = plan.tasks[n]!
          if (answer.ok) {
            // Answered only once the group's commit returned: what it staged is stored.
            expect(answer.durable).toBe(true)
            expect(task.refuses).toBe(false)
            expect(answer.value).toMatchObject({ n })
          } else if (task.refuses) {
            expect(String(answer.value)).toContain(`task ${n} refused`)
          } else {
            // Not refused, not acknowledged: its group's commit failed, and nothing of it is stored.
            expect(String(answer.value)).toMatch(/commit \d+ failed/)
            expect(stored).not.toContain(n)
          }
        }
        // Every commit that failed was followed by an undo, and none other.
        const failed = Array.from({ length: commits }, (_, i) => i + 1).filter(
          (c) => plan.commits[Math.min(c - 1, plan.commits.length - 1)],
        )
        expect(undone).toEqual(failed)
        // No group bigger than `most`: at least as many groups (each with one first task) as that needs.
        expect(firsts).toBeGreaterThanOrEqual(Math.ceil(plan.tasks.length / plan.most))
        expect(stored).toEqual([...new Set(stored)])
      }),
      { numRuns: 200 },
    )
  })

  it('the tasks waiting together share one commit', async () => {
    const { commits, answers } = await run({
      tasks: Array.from({ length: 10 }, () => ({ refuses: false, steps: 1, later: false })),
      commits: [false],
      most: 32,
    })
    expect([...answers.values()].every((a) => a.ok)).toBe(true)
    // The first call takes the turn alone; the nine that came while it ran share the next commit.
    expect(commits).toBeLessThanOrEqual(2)
  })
})
