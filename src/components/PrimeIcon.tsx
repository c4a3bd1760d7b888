// PrimeReact's own SVG icons (primereact/icons), drawn by the components the portal renders itself
// with PrimeReact's markup (decision 0390): the same 14 px SVG and paths, with PrimeReact's `p-icon`
// class, so the theme sizes and colours them as before. Each icon is a module of its own
// (prime-icons/), so a chunk holds only the icons its components draw; coordinates are rounded to
// 1/100 of a pixel (decision 0397).

interface PathProps {
  readonly d: string
  readonly fill: 'currentColor'
  readonly fillRule?: 'evenodd'
  readonly clipRule?: 'evenodd'
}

/** An icon's paths, as primereact/icons 10.9 draws them (R-PERF-036 checks them against it). */
export type IconPaths = readonly PathProps[]

/** One of PrimeReact's icons, as its icon component renders it (`spin`: PrimeReact's `p-icon-spin`). */
export function PrimeIcon(props: {
  readonly paths: IconPaths
  readonly className: string
  readonly spin?: boolean
}) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 14 14"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      className={`p-icon${props.spin ? ' p-icon-spin' : ''} ${props.className}`}
    >
      {props.paths.map((path) => (
        <path key={path.d} {...path} />
      ))}
    </svg>
  )
}
