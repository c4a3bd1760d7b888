// PrimeReact's icon, as primereact/icons 10.9 draws it, rounded to 1/100 px (PrimeIcon.tsx, decision 0397).
import type { IconPaths } from '../PrimeIcon'

export const CHEVRON_RIGHT_ICON: IconPaths = [
  {
    d: 'M4.39 13C4.28 13 4.18 12.98 4.09 12.94C3.99 12.9 3.91 12.84 3.83 12.77C3.69 12.62 3.6 12.42 3.6 12.22C3.6 12.01 3.69 11.81 3.83 11.66L8.51 6.99L3.83 2.32C3.69 2.17 3.62 1.97 3.62 1.77C3.63 1.57 3.71 1.37 3.85 1.23C4 1.09 4.19 1 4.39 1C4.6 1 4.79 1.07 4.94 1.21L10.17 6.44C10.31 6.58 10.4 6.78 10.4 6.99C10.4 7.2 10.31 7.4 10.17 7.54L4.94 12.77C4.87 12.84 4.78 12.9 4.69 12.94C4.59 12.98 4.49 13 4.39 13Z',
    fill: 'currentColor',
  },
]
