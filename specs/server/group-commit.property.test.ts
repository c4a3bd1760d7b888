// @vitest-environment node
// The group commit's runner (server/group-commit.ts, decision 0387) over a write turn and a
// staging area in memory, with random tasks, random failures of their own and random failed
// commits: each caller is answered once, an answer never comes before its group's commit, a
// task's own failure is its own, a failed commit fails its whole group and undoes it, and a commit
// that met a position another writer took is undone and its group decided again (R-SRV-003).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupCommit } from '../../server/group-commit'
import { createTurns } from '../../src/backend/persistence'

type Commit = 'stored' | 'failed' | 'conflict'

interface Plan {
  /** Per task: whether it refuses itself, and how many microtasks it takes. */
  readonly tasks: readonly { readonly refuses: boolean; readonly steps: number; readonly later: boolean }[]
  /** Per commit, in turn: how it ends (the last value repeats). */
  readonly commits: readonly Commit[]
  readonly most: number
}

const plans = fc.record({
  tasks: fc.array(fc.record({ refuses: fc.boolean(), steps: fc.nat(3), later: fc.boolean() }), {
    minLength: 1,
    maxLength: 40,
  }),
  commits: fc.array(fc.constantFrom<Commit>('stored', 'failed', 'conflict'), { minLength: 1, maxLength: 8 }),
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
    (task) => inTurn(() => task({ fresh: true })),
    {
      begin: () => void (staged = []),
      commit: async () => {
        await steps(1)
        const ends = plan.commits[Math.min(commits, plan.commits.length - 1)]!
        commits += 1
        if (ends === 'failed') throw new Error(`commit ${commits} failed`)
        if (ends === 'conflict') throw new Error(`commit ${commits} conflict`)
        for (const n of staged!) committed.add(n)
        stored.push(...staged!)
      },
      end: () => void (staged = undefined),
      decideAgain: (error) => String(error).includes('conflict'),
    },
    plan.most,
  )
  const answers = new Map<number, { ok: boolean; value: unknown; durable: boolean }>()
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
        return { n }
      }, undo)
      answers.set(n, { ok: true, value, durable: committed.has(n) })
    } catch (error) {
      answers.set(n, { ok: false, value: error, durable: committed.has(n) })
    }
  })
  await Promise.all(calls)
  return { answers, stored, commits, undone, firsts }
}

describe('R-SRV-014 R-SRV-015 group commit: each caller answered once, after its group’s commit', () => {
  it('an acknowledged task is stored, a refused one fails alone, a failed commit fails its whole group and undoes it, a conflict decides it again', async () => {
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
            // Not refused, not acknowledged: its group's commit failed (or met taken positions
            // every time it was decided), and nothing of it is stored.
            expect(String(answer.value)).toMatch(/commit \d+ (failed|conflict)/)
            expect(stored).not.toContain(n)
          }
        }
        // Every commit that failed was followed by an undo, and none other.
        const failed = Array.from({ length: commits }, (_, i) => i + 1).filter(
          (c) => plan.commits[Math.min(c - 1, plan.commits.length - 1)] !== 'stored',
        )
        expect(undone).toEqual(failed)
        // No group bigger than `most`: at least as many groups (each with one first task) as that needs.
        expect(firsts).toBeGreaterThanOrEqual(Math.ceil(plan.tasks.length / plan.most))
        expect(stored).toEqual([...new Set(stored)])
        // A group met by a conflict is decided again: a task acknowledged after one stood in it.
        if (
          plan.commits[0] === 'conflict' &&
          plan.commits[1] === 'stored' &&
          !plan.tasks[0]!.refuses &&
          !plan.tasks[0]!.later
        )
          expect(answers.get(0)?.ok).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it('the tasks waiting together share one commit', async () => {
    const { commits, answers } = await run({
      tasks: Array.from({ length: 10 }, () => ({ refuses: false, steps: 1, later: false })),
      commits: ['stored'],
      most: 32,
    })
    expect([...answers.values()].every((a) => a.ok)).toBe(true)
    // The first call takes the turn alone; the nine that came while it ran share the next commit.
    expect(commits).toBeLessThanOrEqual(2)
  })
})
