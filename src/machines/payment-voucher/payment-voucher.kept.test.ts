// Vouchers uploaded and not saved come back when the drawer opens again (decision 0298): a session
// that ended before Save loses nothing that was uploaded.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { modeOf, paymentVoucherMachine, unsavedVouchersOf, type KeptVoucher } from './payment-voucher.machine'

const TT = 'no credit - TT'
const payable = { status: 2 as const, customerTypeName: 'Company', termsOfPayment: TT }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(input: { saved: string[]; kept?: KeptVoucher[]; status?: 2 | 25 }, saveFails = false) {
  return createActor(
    paymentVoucherMachine.provide({
      actors: {
        uploadVoucher: fromCallback(() => undefined),
        saveVouchers: fromPromise(async () => {
          if (saveFails) throw new Error('refused')
        }),
      },
    }),
    { input: { orderId: 7, ...payable, ...input, status: input.status ?? 2 } },
  ).start()
}

const url = fc.constantFrom('/api/__files/a', '/api/__files/b', '/api/__files/c')
const kept = fc.array(
  fc.record({ url, fileName: fc.constantFrom('slip.png', 'transfer.pdf'), size: fc.nat(10_000) }),
  { maxLength: 4 },
)

describe('vouchers kept over a lost session (decision 0298)', () => {
  it('R-PAY-002 R-UPL-006 what was kept comes back once each, after the saved ones, and is kept again until saved', () => {
    fc.assert(
      fc.property(fc.array(url, { maxLength: 2 }), kept, (saved, keptList) => {
        const actor = start({ saved, kept: keptList })
        const { vouchers } = actor.getSnapshot().context
        const back = [
          ...new Map(keptList.filter((k) => !saved.includes(k.url)).map((k) => [k.url, k])).values(),
        ]
        expect(vouchers.map((v) => v.url)).toEqual([...saved, ...back.map((k) => k.url)])
        expect(unsavedVouchersOf(actor.getSnapshot().context).map((k) => k.url)).toEqual(
          back.map((k) => k.url),
        )
        actor.stop()
      }),
    )
  })

  it('an order no longer waiting for its payment takes nothing back', () => {
    const actor = start({
      saved: ['/api/__files/a'],
      kept: [{ url: '/api/__files/b', fileName: 'x.png', size: 1 }],
      status: 25,
    })
    expect(modeOf(actor.getSnapshot())).toBe('view')
    expect(actor.getSnapshot().context.vouchers.map((v) => v.url)).toEqual(['/api/__files/a'])
    expect(unsavedVouchersOf(actor.getSnapshot().context)).toEqual([])
  })

  it('an uploaded voucher is unsaved until a save succeeds; a failed save keeps it unsaved', async () => {
    for (const saveFails of [false, true]) {
      const actor = start({ saved: [] }, saveFails)
      actor.send({ type: 'voucher.add', key: 'k1', fileName: 'slip.png', size: 3, file: new Blob(['abc']) })
      expect(unsavedVouchersOf(actor.getSnapshot().context)).toEqual([])
      actor.send({ type: 'voucher.uploaded', key: 'k1', url: '/api/__files/n' })
      expect(unsavedVouchersOf(actor.getSnapshot().context)).toEqual([
        { url: '/api/__files/n', fileName: 'slip.png', size: 3 },
      ])
      actor.send({ type: 'payment.save' })
      await settle()
      expect(unsavedVouchersOf(actor.getSnapshot().context)).toHaveLength(saveFails ? 1 : 0)
      actor.stop()
    }
  })
})
