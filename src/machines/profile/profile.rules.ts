// My profile's rules (R-PROF-004, decision 0242): which orders use
// credit, and what is left of a limit. The profile screen and the mock backend both call these.
import type { FeOrderStatus } from '../../api/contracts/common'

/**
 * Orders that use credit: placed and not yet completed or cancelled (1 new, 2 approved, 25 awaiting
 * payment check, 3 confirmed, 4 processing, 5 delivered, 7 in support). A draft (0), a completed
 * (6) or a cancelled (8) order uses none.
 */
export const CREDIT_USING_STATUSES: readonly FeOrderStatus[] = [1, 2, 25, 3, 4, 5, 7]

export const usesCredit = (status: number): boolean =>
  (CREDIT_USING_STATUSES as readonly number[]).includes(status)

/** What is left of a limit: the limit less what is used, never below 0. */
export const availableCredit = (limit: number, used: number): number => Math.max(0, limit - used)

/** The share of a limit in use, 0..1 (a limit of 0 has none in use to show; over the limit is 1). */
export const usedShare = (limit: number, used: number): number =>
  limit <= 0 ? 0 : Math.min(1, Math.max(0, used / limit))

/** What a child code lets its parent's account do (R-PROF-002), as GetChildCodePermissionList says. */
export interface ChildRights {
  readonly CanPlaceOrder: boolean
  readonly CanViewOrders: boolean
  readonly CanUploadPayment: boolean
}

/** The three things a child code's permission covers (R-PERM-011..013, decision 0340). */
export type ChildAction = 'placeOrder' | 'viewOrders' | 'uploadPayment'

const RIGHT_OF: Record<ChildAction, keyof ChildRights> = {
  placeOrder: 'CanPlaceOrder',
  viewOrders: 'CanViewOrders',
  uploadPayment: 'CanUploadPayment',
}

/**
 * Whether the account may do `action` for a customer code (R-PERM-011..013, decision 0340): a code
 * that is no child code (`null`: a main company) allows everything; a child code allows what its
 * permission grants. The backend refuses by this rule, the screens disable by it.
 */
export const childCodeAllows = (rights: ChildRights | null, action: ChildAction): boolean =>
  rights === null || rights[RIGHT_OF[action]]

/**
 * Whether a limit is a credit line at all: a limit of 0 means the company buys on bank transfer
 * ('no credit - TT'), so there is nothing to use or have left (R-PROF-006, decision 0342).
 */
export const hasCreditLine = (limit: number): boolean => limit > 0
