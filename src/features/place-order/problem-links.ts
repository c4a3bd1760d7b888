// The error summary's links (R-ORD-034, decision 0344): a problem's target (the flow's
// feedbackTarget) to the element the user fixes it in, found in the place-order page the link is
// in, then scrolled into view and focused. Fields carry `data-po-field`, product rows and the
// summary's lines `data-product-code`.
import type { CartLine, FeedbackTarget } from '../../machines/place-order'

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])'

const byCode = (code: string) => `[data-product-code="${CSS.escape(code)}"]`

/** The elements that can take the focus for `target`, best first. */
function candidates(page: ParentNode, target: FeedbackTarget, cart: readonly CartLine[]): (Element | null)[] {
  switch (target.kind) {
    case 'field':
      return [page.querySelector(`[data-po-field="${target.field}"]`)?.querySelector(FOCUSABLE) ?? null]
    case 'line':
      return [
        page.querySelector(`.po-products ${byCode(target.productCode)} input`),
        page.querySelector(`.po-lines ${byCode(target.productCode)}`),
      ]
    case 'lines': {
      // The order's first line (its quantity, in the catalogue or the summary), else the catalogue.
      const first = cart[0]?.ProductCode
      return [
        first === undefined ? null : page.querySelector(`.po-products ${byCode(first)} input`),
        first === undefined ? null : page.querySelector(`.po-lines ${byCode(first)}`),
        page.querySelector(`.po-catalogue ${FOCUSABLE}`),
      ]
    }
  }
}

/** Moves the focus to where the problem is fixed; false when nothing on the page can take it. */
export function showProblem(from: Element, target: FeedbackTarget, cart: readonly CartLine[]): boolean {
  const page = from.closest('.po-page') ?? document
  const element = candidates(page, target, cart).find((e): e is HTMLElement => e instanceof HTMLElement)
  if (element === undefined) return false
  element.scrollIntoView({ block: 'center', inline: 'nearest' })
  element.focus({ preventScroll: true })
  return true
}
