// Group commit (decision 0387, R-SRV-014): the appends waiting for the write turn in this process
// are decided one after the other, each on the state the one before left, and what they stage is
// stored by ONE statement (one transaction, one COMMIT, one fsync) after the last of them. Each is
// answered only after that commit. A task that fails by itself (a rule refuses it) fails only its
// own caller; a failed commit fails every caller of the group, whose staged state is then undone
// (read again from the database) before the turn is let go; a commit that met a position another
// writer took first is tried again, the group decided anew on the log read again (R-SRV-003).

/** What a task of a group is told. */
export interface GroupTurn {
  /**
   * The first task since the write turn was taken, so what other processes stored must be read
   * first. The tasks after it need not, in its group or the next ones of the same hold: no other
   * process writes while the turn is held.
   */
  readonly first: boolean
}

export interface GroupStaging {
  /** Starts staging: from now on appends are kept, not stored. */
  begin(): void
  /** Stores everything staged since `begin` in one transaction (nothing when nothing was staged). */
  commit(): Promise<void>
  /** Ends staging, whatever happened; drops what is staged. */
  end(): void
  /**
   * Whether a failed commit may be tried again with the group decided anew on the log as read
   * again: another writer took a position first (R-SRV-003). Absent: never.
   */
  decideAgain?(error: unknown): boolean
}

interface Waiting {
  readonly task: (turn: GroupTurn) => Promise<unknown>
  /** Undoes in memory what the task's state holds beyond the stored log (after a failed commit). */
  readonly undo: () => Promise<void>
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

/** The tasks one group decides at most (then its commit, and the next group takes the turn again). */
const TASKS_PER_GROUP = 32
/** Times a group is decided in all when its commit meets a position taken by another writer. */
const DECISIONS_PER_GROUP = 5

/**
 * The group's runner over `exclusive` (the write turn). Answers the function that queues a task:
 * it resolves with the task's answer once the group's commit returned.
 */
export function groupCommit(
  exclusive: <T>(task: (turn: { readonly fresh: boolean }) => Promise<T>) => Promise<T>,
  staging: GroupStaging,
  most = TASKS_PER_GROUP,
) {
  const waiting: Waiting[] = []
  let running = false
  const run = async () => {
    running = true
    const outcomes: { readonly of: Waiting; readonly ok: boolean; readonly value: unknown }[] = []
    try {
      await exclusive(async ({ fresh }) => {
        staging.begin()
        try {
          while (outcomes.length < most && waiting.length > 0) {
            const of = waiting.shift()!
            try {
              const first = fresh && outcomes.length === 0
              outcomes.push({ of, ok: true, value: await of.task({ first }) })
            } catch (error) {
              // Its own failure (nothing of it staged): the others of the group go on.
              outcomes.push({ of, ok: false, value: error })
            }
          }
          for (let attempt = 1; ; attempt++) {
            try {
              await staging.commit()
              break
            } catch (error) {
              // None of the group is stored. Memory holds what it decided, which the database may
              // not: read again before anything else is decided (decision 0387).
              for (const undo of new Set(outcomes.map((o) => o.of.undo)))
                await undo().catch((reason: unknown) =>
                  console.warn('[server] could not read the log again after a failed commit', reason),
                )
              if (attempt < DECISIONS_PER_GROUP && staging.decideAgain?.(error) === true) {
                // Another writer took a position first: the accepted tasks decide again, in order.
                staging.end()
                staging.begin()
                let first = true
                for (const [i, outcome] of outcomes.entries()) {
                  if (!outcome.ok) continue
                  try {
                    outcomes[i] = { of: outcome.of, ok: true, value: await outcome.of.task({ first }) }
                  } catch (refused) {
                    outcomes[i] = { of: outcome.of, ok: false, value: refused }
                  }
                  first = false
                }
                continue
              }
              // The commit failed: every caller of the group is told so, none acknowledged.
              for (const [i, outcome] of outcomes.entries())
                if (outcome.ok) outcomes[i] = { of: outcome.of, ok: false, value: error }
              break
            }
          }
        } finally {
          staging.end()
        }
      })
    } catch (error) {
      // No turn (the database is unreachable): every task waiting for it fails as it would have alone.
      for (const of of waiting.splice(0)) outcomes.push({ of, ok: false, value: error })
    } finally {
      for (const { of, ok, value } of outcomes) (ok ? of.resolve : of.reject)(value)
      running = false
      if (waiting.length > 0) void run()
    }
  }
  return <T>(task: (turn: GroupTurn) => Promise<T>, undo: () => Promise<void>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ task, undo, resolve: resolve as (value: unknown) => void, reject })
      if (!running) void run()
    })
}
