// A progress bar with PrimeReact's ProgressBar markup (`p-progressbar p-component`, determinate
// with its value and label, or indeterminate) without PrimeReact, so the theme draws and animates
// it unchanged and a page with an upload loads none of PrimeReact's base (decision 0390,
// R-PERF-031).
import { memo, type CSSProperties } from 'react'
import './prime-structure.css'

export type ProgressBarProps = {
  /** What is under way, for screen readers. */
  readonly 'aria-label': string
  readonly className?: string
  readonly style?: CSSProperties
} & ({ readonly mode: 'indeterminate' } | { readonly mode?: 'determinate'; readonly value: number })

export const ProgressBar = memo(function ProgressBar(props: ProgressBarProps) {
  const determinate = props.mode !== 'indeterminate'
  const value = 'value' in props ? props.value : undefined
  return (
    <div
      className={[
        props.className,
        `p-progressbar p-component p-progressbar-${determinate ? 'determinate' : 'indeterminate'}`,
      ]
        .filter(Boolean)
        .join(' ')}
      style={props.style}
      role="progressbar"
      aria-valuemin={0}
      aria-valuenow={value}
      aria-valuemax={100}
      aria-label={props['aria-label']}
    >
      {value === undefined ? (
        <div className="p-progressbar-indeterminate-container">
          <div className="p-progressbar-value p-progressbar-value-animate" />
        </div>
      ) : (
        <div
          className="p-progressbar-value p-progressbar-value-animate"
          style={{ width: `${value}%`, display: 'flex' }}
        >
          <div className="p-progressbar-label">{`${value}%`}</div>
        </div>
      )}
    </div>
  )
})
