// Forgot / reset password (R-PWD-003..010). Two regions:
//   code: idle -> sending -> coolingDown (60 s, one tick a second) -> idle
//   form: editing -> submitting -> done, back to editing on a 5006 (its message shown, the
//         form kept) or any other failure
// Actors (provided by the app): sendCode (api/Authorization/SendValidationCode) and
// updatePassword (api/Authorization/UpdatePassword through callEnvelope, answering the code).
import { and, assign, fromPromise, setup } from 'xstate'
import {
  canAskForCode,
  CODE_COOLDOWN_SECONDS,
  CODE_REJECTED,
  EMPTY_RESET_FORM,
  hasProblems,
  resetFormComplete,
  resetProblems,
  updatePasswordRequest,
  type ResetField,
  type ResetForm,
  type ResetProblems,
} from './password-reset.rules'

export interface PasswordResetInput {
  readonly account?: string
}

export interface PasswordResetContext {
  readonly form: ResetForm
  readonly problems: ResetProblems
  /** Problems show after the first submit attempt, then follow every keystroke. */
  readonly checked: boolean
  /** Seconds left before a new code can be asked for. */
  readonly countdown: number
  /** The last submit was answered 5006 (code wrong or expired)... */
  readonly codeRejected: boolean
  /** ...with this server message, shown as it is. */
  readonly serverMessage: string | undefined
}

export type PasswordResetEvent =
  | { type: 'password.change'; field: ResetField; value: string }
  | { type: 'password.sendCode' }
  | { type: 'password.submit' }

export interface UpdateAnswer {
  readonly code: number
  readonly message: string | undefined
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    sendCode: fromPromise<unknown, { account: string }>(async () => undefined),
    updatePassword: fromPromise<UpdateAnswer, ReturnType<typeof updatePasswordRequest>>(async () => ({
      code: 0,
      message: undefined,
    })),
  },
  guards: {
    canAskForCode: ({ context }) => canAskForCode(context.form),
    formComplete: ({ context }) => resetFormComplete(context.form),
    formHasProblems: ({ context }) => hasProblems(resetProblems(context.form)),
    countdownOver: ({ context }) => context.countdown <= 0,
    codeRejected: (_, params: { answer: UpdateAnswer }) => params.answer.code === CODE_REJECTED,
  },
  actions: {
    /** Tells the user the password changed (provided by the app: a toast, then /login). */
    announceSuccess: () => {},
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'passwordReset',
  type: 'parallel',
  context: ({ input }) => ({
    form: { ...EMPTY_RESET_FORM, account: input.account ?? '' },
    problems: {},
    checked: false,
    countdown: 0,
    codeRejected: false,
    serverMessage: undefined,
  }),
  on: {
    'password.change': {
      actions: assign(({ context, event }) => {
        const form = { ...context.form, [event.field]: event.value }
        return { form, problems: context.checked ? resetProblems(form) : {} }
      }),
    },
  },
  states: {
    code: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'password.sendCode': { guard: 'canAskForCode', target: 'sending' } },
        },
        sending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ account: context.form.account.trim() }),
            onDone: { target: 'coolingDown', actions: assign({ countdown: CODE_COOLDOWN_SECONDS }) },
            // The request layer has shown the failure; the user may try again at once.
            onError: { target: 'idle' },
          },
        },
        coolingDown: {
          always: { guard: 'countdownOver', target: 'idle' },
          after: {
            tick: {
              target: 'coolingDown',
              reenter: true,
              actions: assign({ countdown: ({ context }) => context.countdown - 1 }),
            },
          },
        },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'password.submit': [
              {
                guard: and(['formComplete', 'formHasProblems']),
                actions: assign(({ context }) => ({ checked: true, problems: resetProblems(context.form) })),
              },
              {
                guard: 'formComplete',
                target: 'submitting',
                actions: assign({
                  checked: true,
                  problems: {},
                  codeRejected: false,
                  serverMessage: undefined,
                }),
              },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'updatePassword',
            src: 'updatePassword',
            input: ({ context }) => updatePasswordRequest(context.form),
            onDone: [
              {
                guard: { type: 'codeRejected', params: ({ event }) => ({ answer: event.output }) },
                target: 'editing',
                actions: assign({
                  codeRejected: true,
                  serverMessage: ({ event }) => event.output.message?.trim() || undefined,
                }),
              },
              { target: 'done', actions: 'announceSuccess' },
            ],
            onError: { target: 'editing' },
          },
        },
        done: { type: 'final' },
      },
    },
  },
})
