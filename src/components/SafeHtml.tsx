// Server HTML shown only after sanitising (lib/safe-html, decision 0231).
import { useMemo } from 'react'
import { sanitiseHtml } from '../lib/safe-html'

export function SafeHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
