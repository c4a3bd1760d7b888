// The portal's button: PrimeReact's Button markup and class names (`p-button p-component`,
// `p-button-icon`, `p-button-label`, its size, look and severity classes) without PrimeReact, so
// the theme draws it unchanged and a page that shows only buttons loads none of PrimeReact's
// base (decision 0390, R-PERF-031). Only the props the portal uses; PrimeReact's ripple is off in
// the portal and its tooltip unused (decision 0386).
import { forwardRef, memo, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { PrimeIcon } from './PrimeIcon'
import { SPINNER_ICON } from './prime-icons/spinner'
import './prime-structure.css'

export type ButtonSeverity = 'secondary' | 'success' | 'info' | 'warning' | 'danger' | 'help' | 'contrast'

type NativeProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  | 'type'
  | 'id'
  | 'title'
  | 'form'
  | 'autoFocus'
  | 'className'
  | 'disabled'
  | 'onClick'
  | 'aria-label'
  | 'aria-haspopup'
  | 'aria-expanded'
  | 'aria-controls'
  | 'aria-describedby'
  | 'aria-disabled'
  | 'aria-busy'
  | 'aria-pressed'
>

export interface ButtonProps extends NativeProps {
  readonly label?: string | undefined
  /** PrimeIcons classes (`pi pi-check`), drawn before the label. */
  readonly icon?: string | undefined
  readonly iconPos?: 'left'
  readonly severity?: ButtonSeverity | undefined
  readonly size?: 'small' | undefined
  readonly outlined?: boolean
  readonly text?: boolean
  readonly rounded?: boolean
  readonly link?: boolean
  /** PrimeReact's loading state: disabled, its spinner in place of the icon. */
  readonly loading?: boolean
  readonly children?: ReactNode
}

/** PrimeReact's class list for a button in this state, in its order. */
export function buttonClass(props: ButtonProps): string {
  const { icon, label, loading, severity } = props
  return [
    props.className,
    'p-button p-component',
    (icon || loading) && !label && props.children === undefined && 'p-button-icon-only',
    (props.disabled || loading) && 'p-disabled',
    loading && 'p-button-loading',
    props.outlined && 'p-button-outlined',
    props.link && 'p-button-link',
    props.text && 'p-button-text',
    props.rounded && 'p-button-rounded',
    loading && !icon && label && 'p-button-loading-label-only',
    loading && label && 'p-button-loading-left',
    props.size === 'small' && 'p-button-sm',
    severity && `p-button-${severity}`,
  ]
    .filter(Boolean)
    .join(' ')
}

/** The look's props are PrimeReact's, not the element's. */
const LOOK = [
  'label',
  'icon',
  'iconPos',
  'severity',
  'size',
  'outlined',
  'text',
  'rounded',
  'link',
  'loading',
  'children',
]

function nativeOf(props: ButtonProps): NativeProps {
  const native: Record<string, unknown> = { ...props }
  for (const key of LOOK) delete native[key]
  return native
}

export const Button = memo(
  forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
    const { label, icon, loading, children } = props
    const iconClass = `p-button-icon p-c${label ? ' p-button-icon-left' : ''}`
    return (
      <button
        {...nativeOf(props)}
        ref={ref}
        // PrimeReact names the button by its label unless it is given a name (even an empty one).
        aria-label={'aria-label' in props ? props['aria-label'] : label}
        // PrimeReact's Dialog gives the focus to the button marked so when it opens.
        data-pc-autofocus={props.autoFocus}
        className={buttonClass(props)}
        disabled={Boolean(props.disabled || loading) || undefined}
      >
        {loading ? (
          <PrimeIcon paths={SPINNER_ICON} spin className={`${iconClass} p-button-loading-icon`} />
        ) : icon ? (
          <span className={`${iconClass} ${icon}`} />
        ) : null}
        {label ? (
          <span className="p-button-label p-c">{label}</span>
        ) : children === undefined ? (
          <span className="p-button-label p-c">&nbsp;</span>
        ) : null}
        {children}
      </button>
    )
  }),
)
