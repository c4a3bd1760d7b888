// A tag with PrimeReact's Tag markup (`p-tag p-component p-tag-<severity>`, `p-tag-icon`,
// `p-tag-value`) without PrimeReact, so the theme draws it unchanged and a page with tags loads
// none of PrimeReact's base (decision 0390, R-PERF-031).
import { memo } from 'react'
import './prime-structure.css'

export interface TagProps {
  readonly value: string
  /** PrimeIcons classes, before the value. */
  readonly icon?: string
  readonly severity?: 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast'
  readonly className?: string
}

export const Tag = memo(function Tag({ value, icon, severity, className }: TagProps) {
  return (
    <span
      className={[className, 'p-tag p-component', severity && `p-tag-${severity}`].filter(Boolean).join(' ')}
    >
      {icon ? <span className={`p-tag-icon ${icon}`} /> : null}
      <span className="p-tag-value">{value}</span>
      {/* PrimeReact's place for a tag's children: kept, so the theme's spacing is the same. */}
      <span />
    </span>
  )
})
