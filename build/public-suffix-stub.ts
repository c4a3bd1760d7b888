// Stands in for `tldts` (the public-suffix list, about 99 KB gzip) in the mock backend's msw, which
// reaches it through tough-cookie only to find a cookie domain's registrable part. The mock answers
// the page's own origin only (127.0.0.1, localhost or the host the demo is served from), and sets
// no cookie for another domain, so the last two labels are that part (decision 0250).
// Signature as tldts' getDomain, which tough-cookie calls as getDomain(domain, options).

/** An IP address has no registrable domain; a name's is its last two labels. */
export function getDomain(hostname: string): string | null {
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname
  if (host === '' || /^[\d.]+$/.test(host) || host.includes(':')) return null
  return host.split('.').slice(-2).join('.')
}
