// My profile as a statechart (R-PROF-001..005, decision 0242):
//
//   loading ──done──> ready ──profile.reload──> loading
//      └──error──> failed ──profile.reload──> loading
//
// One actor the feature supplies with `.provide()`:
//   loadProfile  { customerCodes } -> ProfileData (the account, then its main company's child
//                codes, credit and invoice info, and the shipping addresses of every code)
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { ShippingAddress } from '../../api/contracts/customer'
import type {
  AccountInfo,
  ChildCodePermission,
  CreditStanding,
  ProfileInvoiceInfo,
} from '../../api/contracts/profile'

export interface CodeAddresses {
  readonly customerCode: string
  readonly addresses: readonly ShippingAddress[]
}

export interface ProfileData {
  readonly account: AccountInfo
  readonly children: readonly ChildCodePermission[]
  readonly credit: CreditStanding
  readonly invoice: ProfileInvoiceInfo
  readonly addresses: readonly CodeAddresses[]
}

export interface ProfileInput {
  /** The user's codes, child codes included (R-PROF-003). */
  readonly customerCodes: readonly string[]
}

export interface ProfileContext {
  readonly customerCodes: readonly string[]
  readonly profile: ProfileData | null
}

export type ProfileEvent = { type: 'profile.reload' }

export const profileMachine = setup({
  types: {} as { context: ProfileContext; events: ProfileEvent; input: ProfileInput },
  actors: {
    loadProfile: fromPromise<ProfileData, ProfileInput>(() =>
      Promise.reject(new Error('loadProfile is provided by the feature')),
    ),
  },
  actions: {
    storeProfile: assign((_, profile: ProfileData) => ({ profile })),
  },
}).createMachine({
  id: 'profile',
  initial: 'loading',
  context: ({ input }) => ({ customerCodes: input.customerCodes, profile: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ customerCodes: context.customerCodes }),
        onDone: { target: 'ready', actions: { type: 'storeProfile', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    ready: { on: { 'profile.reload': 'loading' } },
    failed: { on: { 'profile.reload': 'loading' } },
  },
})

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>
