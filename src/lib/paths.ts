// Every path of the portal (spec §2), in one place: the route table (src/app/routes.ts), the
// route guard (machines/navigation) and the screens that link to another screen all read it,
// so no screen writes a path as a string (decision 0120). The bottom layer (lib), so every layer
// may import it; the route table adds each path's screen and metadata.
export const PATHS = {
  login: '/login',
  forgotPassword: '/forgot-password',
  changeOrder: '/changeorder',
  unauthorized: '/401',
  notFound: '/404',
  serverError: '/500',
  home: '/homepage',
  placeOrder: '/online/online',
  drafts: '/myorder/draftInfo',
  pendingOrders: '/myorder/orderInfo',
  confirmedOrders: '/myorder/confirm',
  myWorkplace: '/myWork/myWorkplace',
  myProfile: '/myProfile/myProfile',
  checkoutPayment: '/user/checkoutPayment',
  termsConditions: '/user/termsConditions',
  productQA: '/user/productQA',
  redirect: '/redirect',
} as const

/** The query that opens a draft of the draft list on the place-order screen. */
export const DRAFT_ID_PARAM = 'draftId'

/** The query that opens an order's detail drawer on the pending and confirmed lists (R-ROUTE-007, R-ROUTE-008). */
export const ORDER_ID_PARAM = 'orderId'

/** Where a draft opens to be changed: the place-order screen loads it (spec §2 3.1). */
export const draftEditPath = (draftId: number): string => `${PATHS.placeOrder}?${DRAFT_ID_PARAM}=${draftId}`

/** The same page reopened afresh through /redirect (the tags view's refresh). */
export const redirectPath = (fullPath: string): string => `${PATHS.redirect}${fullPath}`
