// Properties of the notifications machine (fast-check): random sequences of new notifications on
// the server, opening a type, opening a notification, marking a type or everything read, refreshing,
// closing, and lost mark-reads, against the fake server. After every settled step the counts are
// never negative, the total is their sum and the dot shows exactly when it is above zero, the open
// type's count equals the unread items of its list, nothing is read on screen that the server did
// not mark, and after a refresh everything equals what the server reports.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { NotificationTypeId } from '../../api/contracts/notification'
import type { NotificationsActor } from './notifications.machine'
import { countOf, showsDot } from './notifications.rules'
import { fakeServer, settled, startNotifications, type FakeServer } from './notifications.testkit'

type Step =
  | { kind: 'new'; typeId: NotificationTypeId }
  | { kind: 'openType'; typeId: NotificationTypeId }
  | { kind: 'open'; pick: number }
  | { kind: 'readType' }
  | { kind: 'readAll' }
  | { kind: 'refresh' }
  | { kind: 'close' }
  | { kind: 'loseNextWrite' }

const arbType = fc.constantFrom<NotificationTypeId>(1, 2, 3, 4)
const arbStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('new'), typeId: arbType }),
  fc.record({ kind: fc.constant('openType'), typeId: arbType }),
  fc.record({ kind: fc.constant('open'), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('readType') }),
  fc.record({ kind: fc.constant('readAll') }),
  fc.record({ kind: fc.constant('refresh') }),
  fc.record({ kind: fc.constant('close') }),
  fc.record({ kind: fc.constant('loseNextWrite') }),
) as fc.Arbitrary<Step>

function perform(actor: NotificationsActor, server: FakeServer, step: Step) {
  const { list } = actor.getSnapshot().context
  switch (step.kind) {
    case 'new':
      return void server.add(step.typeId)
    case 'openType':
      return actor.send({ type: 'notifications.openType', typeId: step.typeId })
    case 'open':
      if (list.length > 0) actor.send({ type: 'notification.open', id: list[step.pick % list.length]!.Id })
      return
    case 'readType':
      return actor.send({ type: 'notifications.readType' })
    case 'readAll':
      return actor.send({ type: 'notifications.readAll' })
    case 'refresh':
      return actor.send({ type: 'notifications.refresh' })
    case 'close':
      return actor.send({ type: 'notifications.close' })
    case 'loseNextWrite':
      server.failNextWrite = true
  }
}

function expectConsistent(actor: NotificationsActor, server: FakeServer) {
  const { context } = actor.getSnapshot()
  for (const t of context.types) expect(t.Count).toBeGreaterThanOrEqual(0)
  expect(context.total).toBe(context.types.reduce((sum, t) => sum + t.Count, 0))
  expect(showsDot(context)).toBe(context.total > 0)
  if (actor.getSnapshot().matches({ dialog: 'showing' }) && context.openType !== null && !context.listFailed)
    expect(countOf(context, context.openType)).toBe(context.list.filter((n) => !n.IsRead).length)
  for (const shown of context.list)
    if (shown.IsRead) expect(server.items.find((n) => n.Id === shown.Id)!.IsRead).toBe(true)
}

function expectServerCounts(actor: NotificationsActor, server: FakeServer) {
  const { context } = actor.getSnapshot()
  const truth = server.summary()
  expect(context.total).toBe(truth.total)
  expect(context.types.map((t) => t.Count)).toEqual(truth.types.map((t) => t.Count))
}

describe('notifications machine properties', () => {
  it('R-NOTI-004 R-NOTI-005 R-NOTI-006 R-NOTI-007 R-NOTI-008 R-NOTI-013 counts are never negative, equal the unread items, the dot shows exactly above zero, and a refresh ends equal to the server', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbType, { maxLength: 8 }),
        fc.array(arbStep, { maxLength: 25 }),
        async (initial, steps) => {
          const server = fakeServer()
          for (const typeId of initial) server.add(typeId)
          const actor = startNotifications(server)
          await settled(actor)
          expectServerCounts(actor, server)
          for (const step of steps) {
            perform(actor, server, step)
            await settled(actor)
            expectConsistent(actor, server)
            if (step.kind === 'refresh') expectServerCounts(actor, server)
          }
          server.failNextWrite = false
          actor.send({ type: 'notifications.refresh' })
          await settled(actor)
          expectServerCounts(actor, server)
          actor.stop()
        },
      ),
      { numRuns: 150 },
    )
  })
})
