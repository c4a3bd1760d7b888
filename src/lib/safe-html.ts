// HTML from the server (news bodies, decision 0231) made inert before display: DOMPurify drops
// scripts, event-handler attributes, `javascript:` and other non-http links, styles and forms;
// links to another site open in a new tab with rel="noopener noreferrer". Its own instance, so
// the hook touches no other user of DOMPurify.
import DOMPurify from 'dompurify'

let purifier: ReturnType<typeof DOMPurify> | undefined

function instance() {
  if (purifier !== undefined) return purifier
  purifier = DOMPurify(window)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return
    const href = node.getAttribute('href')
    if (href === null) return
    let url: URL
    try {
      url = new URL(href, window.location.href)
    } catch {
      node.removeAttribute('href')
      return
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'mailto:') {
      node.removeAttribute('href')
      return
    }
    if (url.origin !== window.location.origin) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    } else node.removeAttribute('target')
  })
  return purifier
}

/** `html` with everything that could run or navigate away unasked removed. */
export function sanitiseHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  })
}
