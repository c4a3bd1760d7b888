// R-PERM-016 R-PERM-017 (decision 0359): the order lists load every own code's rights once; a code
// that may not view orders cannot be the company filter (an address naming it shows every company),
// and the drafts of a code that may not place orders cannot be opened, submitted or deleted. When the
// rights cannot be had, the list refuses nothing itself (R-PERM-014).
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { OwnRights } from '../profile/profile.rules'
import { fakeBackend, listMachineOver, orderRow, settled, type HookCalls } from './order-list.testkit'
import { placeRefusedCodesOf, viewRefusedCodesOf } from './order-list.selectors'

const OWN = ['C1001', 'C1001-01', 'C1001-02']
const RIGHTS: OwnRights = {
  C1001: null,
  'C1001-01': { CanPlaceOrder: true, CanViewOrders: false, CanUploadPayment: true },
  'C1001-02': { CanPlaceOrder: false, CanViewOrders: true, CanUploadPayment: true },
}

async function start(rights: OwnRights | 'fail', customerCode?: string) {
  const backend = fakeBackend([
    orderRow(1, { CustomerCode: 'C1001' }),
    orderRow(2, { CustomerCode: 'C1001-02' }),
  ])
  const asked: (readonly string[])[] = []
  const hooks: HookCalls = { opened: [], deleted: [], submitted: [] }
  const machine = listMachineOver(backend, hooks).provide({
    actors: {
      loadRights: fromPromise<OwnRights, { readonly customerCodes: readonly string[] }>(async ({ input }) => {
        asked.push(input.customerCodes)
        if (rights === 'fail') throw new Error('no rights')
        return rights
      }),
    },
  })
  const actor = createActor(machine, {
    input: {
      ownCodes: OWN,
      ...(customerCode === undefined ? {} : { initial: { filters: { customerCode }, pageIndex: 1 } }),
    },
  }).start()
  await settled(actor)
  await new Promise((resolve) => setTimeout(resolve, 0))
  await settled(actor)
  return { actor, backend, asked, hooks }
}

describe('R-PERM-017 the company filter: a code that may not view orders is not chosen', () => {
  it('R-PERM-017 the rights load once; the refused code is named, the filter does not take it and takes the others', async () => {
    const { actor, backend, asked } = await start(RIGHTS)
    expect(asked).toEqual([OWN])
    expect(viewRefusedCodesOf(actor.getSnapshot())).toEqual(['C1001-01'])
    const loads = backend.state.loads.length
    actor.send({ type: 'list.filter', filters: { customerCode: 'C1001-01' } })
    await settled(actor)
    expect(actor.getSnapshot().context.filters.customerCode).toBeUndefined()
    expect(backend.state.loads.length).toBe(loads)
    actor.send({ type: 'list.filter', filters: { customerCode: 'C1001-02' } })
    await settled(actor)
    expect(actor.getSnapshot().context.filters.customerCode).toBe('C1001-02')
  })

  it('R-PERM-017 an address naming the refused code shows every company once the rights are in', async () => {
    const { actor, backend } = await start(RIGHTS, 'C1001-01')
    expect(backend.state.loads[0]?.filters.customerCode).toBe('C1001-01')
    expect(actor.getSnapshot().context.filters.customerCode).toBeUndefined()
    expect(backend.state.loads.at(-1)?.filters.customerCode).toBeUndefined()
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true)
  })

  it('R-PERM-017 R-PERM-014 rights not to be had refuse nothing: the backend decides', async () => {
    const { actor } = await start('fail', 'C1001-01')
    expect(viewRefusedCodesOf(actor.getSnapshot())).toEqual([])
    expect(actor.getSnapshot().context.filters.customerCode).toBe('C1001-01')
  })
})

describe('R-PERM-016 the drafts of a code that may not place orders keep their actions disabled', () => {
  it('R-PERM-016 open, submit and delete are refused for its draft and taken for the others', async () => {
    const { actor, hooks } = await start(RIGHTS)
    const s = actor.getSnapshot()
    expect(placeRefusedCodesOf(s)).toEqual(['C1001-02'])
    for (const type of ['draft.open', 'draft.submit', 'draft.delete'] as const) {
      expect(s.can({ type, id: 2 })).toBe(false)
      expect(s.can({ type, id: 1 })).toBe(true)
    }
    actor.send({ type: 'draft.submit', id: 2 })
    await settled(actor)
    expect(hooks.submitted).toEqual([])
  })
})
