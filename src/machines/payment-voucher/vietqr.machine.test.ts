// The VietQR machine (R-QR-003, R-QR-004): for generated answers of the backend (a transfer, one no
// payload can hold, null, a failure) and drawings that succeed or fail, the machine ends where the
// screen must: the image of exactly the transfer's payload, the text only, nothing, or a retry.
import { Arbitrary, FastCheck as fc } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { PaymentTransfer } from '../../api/contracts/payment-transfer'
import { payloadOf, vietQrMachine } from './vietqr.machine'
import { parseVietQr } from './vietqr.rules'

type Answer = PaymentTransfer | null | 'fails'

function run(answer: Answer, drawWorks: boolean) {
  const drawn: string[] = []
  const actor = createActor(
    vietQrMachine.provide({
      actors: {
        loadTransfer: fromPromise(() =>
          answer === 'fails' ? Promise.reject(new Error('offline')) : Promise.resolve(answer),
        ),
        drawQr: fromPromise(({ input }: { input: { payload: string } }) => {
          drawn.push(input.payload)
          return drawWorks
            ? Promise.resolve(`data:image/png;base64,${input.payload.length}`)
            : Promise.reject(new Error('no canvas'))
        }),
      },
    }),
    { input: { orderId: 28 } },
  )
  actor.start()
  return { actor, drawn }
}

const settled = (actor: ReturnType<typeof run>['actor']) =>
  waitFor(actor, (s) => !s.matches('loading') && !s.matches('drawing'))

const answers: fc.Arbitrary<Answer> = fc.oneof(
  Arbitrary.make(PaymentTransfer),
  fc.constant(null),
  fc.constant('fails' as const),
)

describe('vietQr machine', () => {
  it('R-QR-003 R-QR-004 a transfer is drawn from its own payload; null shows nothing; a failure can be retried', async () => {
    await fc.assert(
      fc.asyncProperty(answers, fc.boolean(), async (answer, drawWorks) => {
        const { actor, drawn } = run(answer, drawWorks)
        const s = await settled(actor)
        if (answer === 'fails') {
          expect(s.value).toBe('failed')
          expect(s.can({ type: 'qr.retry' })).toBe(true)
        } else if (answer === null) {
          expect(s.value).toBe('none')
          expect(drawn).toEqual([])
        } else {
          const payload = payloadOf(answer)
          expect(s.context.transfer).toEqual(answer)
          if (payload === null) expect(s.value).toBe('textOnly')
          else {
            expect(drawn).toEqual([payload])
            expect(parseVietQr(payload)).toEqual({
              bin: answer.BankBin,
              accountNumber: answer.AccountNumber,
              amount: answer.Amount,
              content: answer.Content,
            })
            expect(s.value).toBe(drawWorks ? 'shown' : 'textOnly')
            expect(s.context.image !== null).toBe(drawWorks)
          }
        }
        actor.stop()
      }),
      { numRuns: 60 },
    )
  })

  it('R-QR-004 after a failed load, qr.retry asks again and shows what the second answer holds', async () => {
    let calls = 0
    const transfer: PaymentTransfer = {
      BankBin: '970436',
      BankName: 'Vietcombank',
      AccountNumber: '1017006868',
      AccountName: 'CONG TY',
      Amount: 12_500_000,
      Content: 'BB00000028',
    }
    const actor = createActor(
      vietQrMachine.provide({
        actors: {
          loadTransfer: fromPromise(() =>
            ++calls === 1 ? Promise.reject(new Error('x')) : Promise.resolve(transfer),
          ),
          drawQr: fromPromise(() => Promise.resolve('data:image/png;base64,AA')),
        },
      }),
      { input: { orderId: 28 } },
    ).start()
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'qr.retry' })
    const s = await waitFor(actor, (state) => state.matches('shown'))
    expect(calls).toBe(2)
    expect(s.context.payload).toBe(payloadOf(transfer))
  })
})
