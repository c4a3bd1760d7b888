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
 * What each of the user's own codes allows (R-PERM-014, decision 0359), by code: a code found in
 * the permission list of another own code is that code's child and allows what its permission
 * grants; a code found in none is no child code (`null`) and allows everything.
 */
export type OwnRights = Readonly<Record<string, ChildRights | null>>

/** A child code as the permission lists name it (GetChildCodePermissionList). */
export interface ListedChild extends ChildRights {
  readonly CustomerCode: string
  readonly ParentCustomerCode: string
}

/** The rights of `ownCodes` from the permission lists of the user's own codes (R-PERM-014). */
export function ownRightsOf(ownCodes: readonly string[], lists: readonly ListedChild[]): OwnRights {
  const rights: Record<string, ChildRights | null> = {}
  for (const code of ownCodes) {
    const child = lists.find(
      (c) =>
        c.CustomerCode === code && c.ParentCustomerCode !== code && ownCodes.includes(c.ParentCustomerCode),
    )
    rights[code] =
      child === undefined
        ? null
        : {
            CanPlaceOrder: child.CanPlaceOrder,
            CanViewOrders: child.CanViewOrders,
            CanUploadPayment: child.CanUploadPayment,
          }
  }
  return rights
}

/**
 * Whether a screen lets the user do `action` for `code` (R-PERM-014): while the rights are unknown
 * (`null`: on their way, or they could not be had) the screen decides nothing and the backend
 * refuses by the same rule; a code the rights do not name is no child code.
 */
export const ownCodeAllows = (rights: OwnRights | null, code: string, action: ChildAction): boolean =>
  rights === null || childCodeAllows(rights[code] ?? null, action)

/** The codes of `codes` the known rights refuse `action` (R-PERM-014), in their order. */
export const codesRefusing = (
  rights: OwnRights | null,
  codes: readonly string[],
  action: ChildAction,
): readonly string[] => codes.filter((code) => !ownCodeAllows(rights, code, action))

/**
 * Whether a limit is a credit line at all: a limit of 0 means the company buys on bank transfer
 * ('no credit - TT'), so there is nothing to use or have left (R-PROF-006, decision 0342).
 */
export const hasCreditLine = (limit: number): boolean => limit > 0
