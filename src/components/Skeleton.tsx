// A placeholder with PrimeReact's Skeleton markup (`p-skeleton p-component`, hidden from screen
// readers, its size in its style) without PrimeReact, so the theme animates it unchanged and a page
// that waits for its figures loads none of PrimeReact's base (decision 0390, R-PERF-031).
import { memo } from 'react'
import './prime-structure.css'

export const Skeleton = memo(function Skeleton({
  width = '100%',
  height,
}: {
  readonly width?: string
  readonly height: string
}) {
  return (
    <div
      className="p-skeleton p-component"
      style={{ width, height, position: 'relative' }}
      aria-hidden="true"
    />
  )
})
