// R-PERM-013 in the machine (decision 0359): the drawer asks what the order's customer code allows
// once; a child code that may not upload vouchers leaves the vouchers listed and takes no add, save
// or submit, whatever the user tries; unknown rights (a failed call) lock nothing here, and the
// backend, which refuses by the same rule, decides.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { childCodeAllows, type ChildRights } from '../profile/profile.rules'
import {
  paymentVoucherMachine,
  type EvidenceInput,
  type PaymentVoucherEvent,
} from './payment-voucher.machine'
import { isPaymentRefused, rightsKnown } from './payment-voucher.selectors'

const payable = {
  orderId: 7,
  status: 2 as const,
  customerTypeName: 'Company',
  termsOfPayment: 'no credit - TT',
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const rights: fc.Arbitrary<ChildRights | null | 'fails'> = fc.oneof(
  fc.record({ CanPlaceOrder: fc.boolean(), CanViewOrders: fc.boolean(), CanUploadPayment: fc.boolean() }),
  fc.constant(null),
  fc.constant('fails' as const),
)
const tries: fc.Arbitrary<PaymentVoucherEvent> = fc.oneof(
  fc.constant({
    type: 'voucher.add' as const,
    key: 'k',
    fileName: 'slip.png',
    size: 10,
    file: new Blob(['x']),
  }),
  fc.constant({ type: 'payment.save' as const }),
  fc.constant({ type: 'payment.submit' as const }),
)

describe('the payment-voucher machine and the child code rights (property)', () => {
  it('R-PERM-013 a child code that may not upload vouchers takes no add, save or submit; any other takes them', async () => {
    await fc.assert(
      fc.asyncProperty(rights, fc.array(tries, { maxLength: 6 }), async (answer, events) => {
        const calls: string[] = []
        const actor = createActor(
          paymentVoucherMachine.provide({
            actors: {
              uploadVoucher: fromCallback(() => undefined),
              saveVouchers: fromPromise<void, EvidenceInput>(async () => {
                calls.push('save')
              }),
              submitVouchers: fromPromise<void, EvidenceInput>(async () => {
                calls.push('submit')
              }),
              loadRights: fromPromise(async () => {
                if (answer === 'fails') throw new Error('no answer')
                return answer
              }),
            },
          }),
          { input: { ...payable, saved: ['/api/__files/s1'] } },
        ).start()
        expect(rightsKnown(actor.getSnapshot())).toBe(false)
        await settle()
        const refused = answer !== 'fails' && !childCodeAllows(answer, 'uploadPayment')
        expect(rightsKnown(actor.getSnapshot())).toBe(true)
        expect(isPaymentRefused(actor.getSnapshot())).toBe(refused)
        expect(actor.getSnapshot().can({ type: 'voucher.remove', key: 'saved-0' })).toBe(!refused)
        for (const e of events) {
          // Refused: nothing is taken. Allowed: while editing, each try is taken (a submit ends it).
          const snapshot = actor.getSnapshot()
          if (refused) expect(snapshot.can(e)).toBe(false)
          else if (snapshot.matches({ payment: 'editing' })) expect(snapshot.can(e)).toBe(true)
          actor.send(e)
          await settle()
        }
        if (refused) {
          expect(calls).toEqual([])
          expect(actor.getSnapshot().context.vouchers.map((v) => v.url)).toEqual(['/api/__files/s1'])
        }
        actor.stop()
      }),
      { numRuns: 120 },
    )
  })
})
