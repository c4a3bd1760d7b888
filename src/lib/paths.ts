// Every path of the portal (R-ROUTE-002..011), in one place: the route table (src/app/routes.ts),
// the route guard (machines/navigation) and the screens that link to another screen all read it,
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
  templates: '/online/templates',
  drafts: '/myorder/draftInfo',
  pendingOrders: '/myorder/orderInfo',
  confirmedOrders: '/myorder/confirm',
  myWorkplace: '/myWork/myWorkplace',
  myProfile: '/myProfile/myProfile',
  checkoutPayment: '/user/checkoutPayment',
  termsConditions: '/user/termsConditions',
  productQA: '/user/productQA',
  redirect: '/redirect',
  statecharts: '/statecharts',
} as const

/** The query that opens a draft of the draft list on the place-order screen. */
export const DRAFT_ID_PARAM = 'draftId'

/** The query that fills place order's cart from a company template (R-TPL-009, decision 0366). */
export const TEMPLATE_PARAM = 'template'

/** The place-order screen filled from a template. */
export const orderFromTemplatePath = (templateId: number): string =>
  `${PATHS.placeOrder}?${TEMPLATE_PARAM}=${templateId}`

/** The query that puts a product in the cart of the place-order screen (decision 0232). */
export const ADD_PRODUCT_PARAM = 'addProduct'

/** The place-order screen with `productCode` added to its cart on arrival (the homepage's 'order'). */
export const orderProductPath = (productCode: string): string =>
  `${PATHS.placeOrder}?${ADD_PRODUCT_PARAM}=${encodeURIComponent(productCode)}`

/** The query that opens an order's detail drawer on the pending and confirmed lists (R-ROUTE-007, R-ROUTE-008). */
export const ORDER_ID_PARAM = 'orderId'

/** Where a draft opens to be changed: the place-order screen loads it (R-ORD-004). */
export const draftEditPath = (draftId: number): string => `${PATHS.placeOrder}?${DRAFT_ID_PARAM}=${draftId}`

/** The queries that fill the place-order cart from a past order, all or some of its lines (R-REORDER-001). */
export const REORDER_PARAM = 'reorder'
export const REORDER_LINES_PARAM = 'lines'

/** "Order again": the place-order screen fills its cart from the order, or from its lines `productCodes`. */
export const reorderPath = (orderId: number, productCodes?: readonly string[]): string => {
  const query = new URLSearchParams({ [REORDER_PARAM]: String(orderId) })
  if (productCodes !== undefined && productCodes.length > 0)
    query.set(REORDER_LINES_PARAM, productCodes.join(','))
  return `${PATHS.placeOrder}?${query.toString()}`
}

/** The same page reopened afresh through /redirect (the tags view's refresh). */
export const redirectPath = (fullPath: string): string => `${PATHS.redirect}${fullPath}`

/** The query naming the company My workplace shows (absent: all the user's companies). */
export const COMPANY_PARAM = 'company'

/** The query that opens the statechart viewer on an order's replay (decision 0262). */
export const REPLAY_PARAM = 'replay'

/** An order's life replayed in the statechart viewer: the order drawer's "view its history" link. */
export const orderReplayPath = (orderId: number): string => `${PATHS.statecharts}?${REPLAY_PARAM}=${orderId}`

/** The query that tells the viewer it is the inspector dock's frame (decision 0260). */
export const EMBED_PARAM = 'embed'

/** The order id a viewer address asks to replay (`?replay=<orderId>`), or null. */
export function replayOrderIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get(REPLAY_PARAM))
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The address's query without `name`: for `setSearchParams`, when a drawer or a one-off ask is done. */
export const withoutParam =
  (name: string) =>
  (current: URLSearchParams): URLSearchParams => {
    const next = new URLSearchParams(current)
    next.delete(name)
    return next
  }

/**
 * The drawn picture of a product (decision 0345): one SVG per product code, a static file of the
 * app (public/pictures/products, drawn by scripts/pictures.ts), so the demo, the server and a
 * real-API build serve it alike. The catalogue's ImageURL names it; an order line or a question,
 * which carry no picture, show the picture of their product code.
 */
export const productPicturePath = (productCode: string): string =>
  `/pictures/products/${encodeURIComponent(productCode)}.svg`

/** The drawn picture of a homepage banner (decision 0345): a picture with no words in it. */
export const bannerPicturePath = (bannerId: number): string => `/pictures/banners/${bannerId}.svg`

/** What a picture that does not load shows instead: a neutral box (decision 0345). */
export const MISSING_PICTURE_PATH = '/pictures/products/none.svg'
