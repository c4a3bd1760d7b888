// A row's BB number as a link-styled button that opens the order
// (R-PEND-006; the confirmed list, R-CONF-006). A plain button with the classes of PrimeReact's
// link Button, so the theme draws it the same at a fraction of the render (decision 0305).

export function RowLinkButton(props: {
  readonly label: string
  /** The accessible name when it says more than the label. */
  readonly ariaLabel?: string | undefined
  readonly className: string
  readonly onClick: () => void
}) {
  return (
    <button
      type="button"
      className={`${props.className} p-button p-component p-button-link`}
      aria-label={props.ariaLabel ?? props.label}
      onClick={props.onClick}
    >
      <span className="p-button-label p-c">{props.label}</span>
    </button>
  )
}
