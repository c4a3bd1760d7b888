// The templates screen's and the save dialog's machines (R-TPL-002, R-TPL-004, R-TPL-005,
// R-TPL-008): generated lists and names; a name the rules refuse never reaches the server, one they
// accept is sent trimmed; only a template the user may change can be renamed or deleted.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { OrderTemplate } from '../../api/contracts/template'
import { saveTemplateMachine, type SaveRequest, type TemplateSource } from './save-template.machine'
import { templatesMachine } from './templates.machine'
import { nameKey, nameProblem, templateName } from './templates.rules'

const template = (Id: number, Name: string, CanChange: boolean, Company = 'C1001'): OrderTemplate => ({
  Id,
  Name,
  CustomerCode: Company,
  Company,
  ShippingAddressId: null,
  Lines: [{ ProductCode: 'SS001', Quantity: 10 }],
  AuthorName: 'Lan',
  UpdateTime: '2025-03-15 09:00:00',
  CanChange,
})

const arbList = fc
  .uniqueArray(fc.constantFrom('Weekly', 'Tết', 'Monthly', 'Hà Nội', 'Đà Nẵng'), {
    minLength: 1,
    maxLength: 5,
  })
  .chain((names) =>
    fc.tuple(
      fc.constant(names),
      fc.array(fc.boolean(), { minLength: names.length, maxLength: names.length }),
    ),
  )
  .map(([names, rights]) => names.map((n, i) => template(i + 1, n, rights[i]!)))
const arbName = fc.oneof(
  fc.constantFrom('weekly', ' TẾT ', 'New one', '', '   ', 'x'.repeat(61), 'x'.repeat(60)),
  fc.string({ maxLength: 70 }),
)

function screen(
  list: readonly OrderTemplate[],
  sent: { templateId: number; name: string }[],
  deleted: number[],
) {
  return createActor(
    templatesMachine.provide({
      actors: {
        loadTemplates: fromPromise(async () => list),
        renameTemplate: fromPromise<OrderTemplate, { templateId: number; name: string }>(
          async ({ input }) => {
            sent.push(input)
            return { ...list.find((t) => t.Id === input.templateId)!, Name: input.name }
          },
        ),
        deleteTemplate: fromPromise<unknown, { templateId: number }>(async ({ input }) => {
          deleted.push(input.templateId)
          return null
        }),
      },
    }),
  ).start()
}

describe('the templates screen machine', () => {
  it('R-TPL-002 R-TPL-005 R-TPL-008 property: a rename is sent trimmed exactly when the rules accept the name, and only for a template the user may change', async () => {
    await fc.assert(
      fc.asyncProperty(arbList, fc.nat(), arbName, async (list, pick, typed) => {
        const sent: { templateId: number; name: string }[] = []
        const actor = screen(list, sent, [])
        await waitFor(actor, (s) => s.matches('ready'))
        const target = list[pick % list.length]!
        actor.send({ type: 'rename.start', templateId: target.Id })
        if (!target.CanChange) {
          expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
          return
        }
        actor.send({ type: 'rename.type', name: typed })
        actor.send({ type: 'rename.save' })
        const facts = list.map((t) => ({ id: t.Id, name: t.Name, company: t.Company, author: '' }))
        const problem = nameProblem(typed, target.Company, facts, target.Id)
        if (problem !== undefined) {
          expect(actor.getSnapshot().context.problem).toBe(problem)
          expect(sent).toEqual([])
          return
        }
        await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
        expect(sent).toEqual([{ templateId: target.Id, name: templateName(typed) }])
        expect(actor.getSnapshot().context.templates.find((t) => t.Id === target.Id)!.Name).toBe(
          templateName(typed),
        )
      }),
      { numRuns: 80 },
    )
  })

  it('R-TPL-005 R-TPL-008 delete asks first; cancelled nothing goes, confirmed the template leaves the list', async () => {
    const list = [template(1, 'Weekly', true), template(2, 'Monthly', false)]
    const deleted: number[] = []
    const actor = screen(list, [], deleted)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'delete.start', templateId: 2 })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    actor.send({ type: 'delete.start', templateId: 1 })
    actor.send({ type: 'delete.cancel' })
    expect(deleted).toEqual([])
    actor.send({ type: 'delete.start', templateId: 1 })
    actor.send({ type: 'delete.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.templates.length === 1)
    expect(deleted).toEqual([1])
    expect(actor.getSnapshot().context.templates.map((t) => t.Id)).toEqual([2])
  })
})

describe('the save-template machine', () => {
  const cart: TemplateSource = {
    kind: 'cart',
    customerCode: 'C1001',
    shippingAddressId: 7,
    lines: [{ productCode: 'SS001', quantity: 120 }],
  }
  function dialog(list: readonly OrderTemplate[], source: TemplateSource, sent: SaveRequest[]) {
    return createActor(
      saveTemplateMachine.provide({
        actors: {
          loadTemplates: fromPromise(async () => list),
          saveTemplate: fromPromise<OrderTemplate, SaveRequest>(async ({ input }) => {
            sent.push(input)
            return template(99, input.kind === 'new' ? input.name : 'Replaced', true)
          }),
        },
      }),
      { input: { source } },
    ).start()
  }

  it('R-TPL-002 R-TPL-004 property: a new name the company already has (any case) is refused before sending; a free one is sent trimmed', async () => {
    await fc.assert(
      fc.asyncProperty(arbList, arbName, async (list, typed) => {
        const sent: SaveRequest[] = []
        const actor = dialog(list, cart, sent)
        await waitFor(actor, (s) => s.matches('editing'))
        actor.send({ type: 'name.type', name: typed })
        actor.send({ type: 'save' })
        const taken = list.some((t) => nameKey(t.Name) === nameKey(typed))
        const problem = nameProblem(
          typed,
          'C1001',
          list.map((t) => ({ id: t.Id, name: t.Name, company: t.Company, author: '' })),
        )
        expect(problem === 'taken').toBe(
          taken && templateName(typed) !== '' && templateName(typed).length <= 60,
        )
        if (problem !== undefined) {
          expect(sent).toEqual([])
          expect(actor.getSnapshot().context.problem).toBe(problem)
          return
        }
        await waitFor(actor, (s) => s.status === 'done')
        expect(sent).toEqual([{ kind: 'new', name: templateName(typed), source: cart }])
      }),
      { numRuns: 80 },
    )
  })

  it('R-TPL-004 a cart replaces the products of a template the user may change, of its company only; an order cannot', async () => {
    const list = [
      template(1, 'Mine', true),
      template(2, 'Theirs', false),
      template(3, 'Other company', true, 'C2001'),
    ]
    const sent: SaveRequest[] = []
    const actor = dialog(list, cart, sent)
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'mode.set', mode: 'replace' })
    actor.send({ type: 'replace.choose', templateId: 2 })
    actor.send({ type: 'replace.choose', templateId: 3 })
    expect(actor.getSnapshot().context.replaceId).toBe(1)
    actor.send({ type: 'save' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(sent).toEqual([{ kind: 'replace', templateId: 1, source: cart }])

    const fromOrder = dialog(list, { kind: 'order', orderId: 5, customerCode: 'C1001' }, [])
    await waitFor(fromOrder, (s) => s.matches('editing'))
    fromOrder.send({ type: 'mode.set', mode: 'replace' })
    expect(fromOrder.getSnapshot().context.mode).toBe('new')
  })
})
