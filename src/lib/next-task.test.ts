import { describe, expect, it } from 'vitest'
import { nextTask, taskSlicer } from './next-task'

describe('taskSlicer', () => {
  it('R-PERF-010 yields only once its budget has passed since the last yield, then counts again', async () => {
    let clock = 0
    let yields = 0
    const slice = taskSlicer(
      6,
      async () => void (yields += 1),
      () => clock,
    )
    expect(slice()).toBeUndefined()
    clock = 5.9
    expect(slice()).toBeUndefined()
    clock = 6
    await slice()
    expect(yields).toBe(1)
    clock = 11
    expect(slice()).toBeUndefined()
    clock = 12
    await slice()
    expect(yields).toBe(2)
  })

  it('R-PERF-010 nextTask resolves in a new task, after every microtask the current one queues', async () => {
    let microtasks = 0
    const chain = (left: number): Promise<void> =>
      left === 0 ? Promise.resolve() : Promise.resolve().then(() => ((microtasks += 1), chain(left - 1)))
    const task = nextTask().then(() => microtasks)
    void chain(200)
    expect(await task).toBe(200)
  })
})
