// Property tests of the payment-voucher machine (R-PAY-001..006, R-PEND-013): for
// generated customer kinds, terms, statuses and sequences of upload / progress / fail / remove /
// save / submit events, the mode, the enabled actions and the title follow the rules, and nothing
// is saved or submitted without an uploaded voucher and none still uploading.
import { FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { FE_ORDER_STATUSES, type FeOrderStatus } from '../../api/contracts/common'
import { drawerTitleOf } from '../order-detail/order-detail.rules'
import {
  evidenceOf,
  isUploading,
  modeOf,
  paymentVoucherMachine,
  type EvidenceInput,
  type PaymentVoucherEvent,
} from './payment-voucher.machine'
import { UPLOAD_MAX_BYTES } from './payment-voucher.rules'

const TT = 'no credit - TT'
const facts = fc.record({
  status: fc.constantFrom(...FE_ORDER_STATUSES),
  customerTypeName: fc.constantFrom('Distributor', 'Company', 'Retail'),
  termsOfPayment: fc.constantFrom(TT, 'credit 30 days', 'No credit - TT', ''),
})
const keys = fc.constantFrom('k1', 'k2', 'k3')
const event: fc.Arbitrary<PaymentVoucherEvent> = fc.oneof(
  fc.record({
    type: fc.constant('voucher.add' as const),
    key: keys,
    fileName: fc.constantFrom('slip.png', 'SLIP.PDF', 'virus.EXE', 'scan.jpeg', 'note.txt', ''),
    size: fc.constantFrom(0, 1, 2048, UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES + 1),
    file: fc.constant(new Blob(['x'])),
  }),
  fc.record({
    type: fc.constant('voucher.progress' as const),
    key: keys,
    loaded: fc.nat(100),
    total: fc.nat(100),
  }),
  fc.record({
    type: fc.constant('voucher.uploaded' as const),
    key: keys,
    url: fc.constantFrom('/api/__files/a', '/api/__files/b'),
  }),
  fc.record({ type: fc.constant('voucher.failed' as const), key: keys }),
  fc.record({ type: fc.constant('voucher.remove' as const), key: keys }),
  fc.constant({ type: 'payment.save' as const }),
  fc.constant({ type: 'payment.submit' as const }),
  fc.constant({ type: 'notice.dismiss' as const }),
)

const expectedMode = (f: { status: FeOrderStatus; customerTypeName: string; termsOfPayment: string }) =>
  f.status === 2 && f.customerTypeName !== 'Distributor' && f.termsOfPayment === TT ? 'payment' : 'view'

const expectedTitle = (f: { status: FeOrderStatus; customerTypeName: string; termsOfPayment: string }) =>
  f.status === 1
    ? 'orderCreated'
    : f.status === 25 && f.customerTypeName !== 'Distributor' && f.termsOfPayment === TT
      ? 'paymentSubmitted'
      : 'status'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the payment-voucher machine (property)', () => {
  it('R-PEND-013 R-PAY-001 R-PAY-004 R-PEND-014 R-PEND-015 R-PEND-016 R-UPL-006 the mode, the enabled actions and the title follow the rules; nothing is saved or submitted without an uploaded voucher', async () => {
    await fc.assert(
      fc.asyncProperty(
        facts,
        fc.array(fc.constantFrom('/api/__files/s1', '/api/__files/s2'), { maxLength: 2 }),
        fc.array(event, { maxLength: 25 }),
        fc.boolean(),
        async (f, saved, events, callsFail) => {
          const calls: { kind: 'save' | 'submit'; input: EvidenceInput; uploading: boolean }[] = []
          let uploading = false
          const call = (kind: 'save' | 'submit') =>
            fromPromise<void, EvidenceInput>(async ({ input }) => {
              calls.push({ kind, input, uploading })
              if (callsFail) throw new Error('refused')
            })
          const actor = createActor(
            paymentVoucherMachine.provide({
              actors: {
                uploadVoucher: fromCallback(() => undefined),
                saveVouchers: call('save'),
                submitVouchers: call('submit'),
              },
            }),
            { input: { orderId: 7, saved, ...f } },
          ).start()
          const mode = expectedMode(f)
          expect(modeOf(actor.getSnapshot())).toBe(mode)
          expect(drawerTitleOf({ FeOrderStatus: f.status, TermsOfPayment: f.termsOfPayment }, f).kind).toBe(
            expectedTitle(f),
          )
          for (const e of events) {
            const before = actor.getSnapshot()
            uploading = before.context.vouchers.some(isUploading)
            actor.send(e)
            await settle()
            const snapshot = actor.getSnapshot()
            expect(modeOf(snapshot)).toBe(mode)
            const editing = snapshot.matches({ payment: 'editing' })
            for (const action of [{ type: 'payment.save' as const }, { type: 'payment.submit' as const }])
              expect(snapshot.can(action)).toBe(editing)
            if (mode === 'view') expect(snapshot.context.vouchers.length).toBe(saved.length)
            // A failed upload keeps no entry; every entry is uploaded or on its way.
            for (const v of snapshot.context.vouchers) expect(v.progress).toBeGreaterThanOrEqual(0)
          }
          for (const c of calls) {
            expect(c.input.evidence.length).toBeGreaterThan(0)
            expect(c.uploading).toBe(false)
          }
          expect(calls.filter((c) => c.kind === 'submit').length).toBeLessThanOrEqual(
            callsFail ? events.length : 1,
          )
          if (actor.getSnapshot().matches({ payment: 'submitted' })) expect(callsFail).toBe(false)
          actor.stop()
        },
      ),
      { numRuns: 150 },
    )
  })

  it('R-PAY-004 Save with no voucher warns and stays; a file uploading blocks Save and Submit', () => {
    const actor = createActor(
      paymentVoucherMachine.provide({ actors: { uploadVoucher: fromCallback(() => undefined) } }),
      { input: { orderId: 1, saved: [], status: 2, customerTypeName: 'Company', termsOfPayment: TT } },
    ).start()
    actor.send({ type: 'payment.save' })
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'noVoucher' })
    actor.send({ type: 'voucher.add', key: 'a', fileName: 'a.png', size: 10, file: new Blob(['x']) })
    actor.send({ type: 'payment.submit' })
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'uploadsIncomplete' })
    expect(actor.getSnapshot().matches({ payment: 'editing' })).toBe(true)
    actor.send({ type: 'voucher.uploaded', key: 'a', url: '/api/__files/x' })
    expect(evidenceOf(actor.getSnapshot().context.vouchers)).toEqual(['/api/__files/x'])
  })

  it('R-PAY-005 R-UPL-004 R-UPL-009 a .EXE, a file over 10 MB and an empty file are refused with their reason and nothing is added', () => {
    const actor = createActor(
      paymentVoucherMachine.provide({ actors: { uploadVoucher: fromCallback(() => undefined) } }),
      {
        input: {
          orderId: 1,
          saved: ['/api/__files/kept'],
          status: 2,
          customerTypeName: 'Company',
          termsOfPayment: TT,
        },
      },
    ).start()
    const add = (fileName: string, size: number) =>
      actor.send({ type: 'voucher.add', key: fileName, fileName, size, file: new Blob(['x']) })
    add('setup.EXE', 10)
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'wrongType', fileName: 'setup.EXE' })
    add('big.pdf', UPLOAD_MAX_BYTES + 1)
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'tooLarge' })
    add('empty.pdf', 0)
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'empty' })
    expect(evidenceOf(actor.getSnapshot().context.vouchers)).toEqual(['/api/__files/kept'])
  })
})
