// PrimeReact's icon, as primereact/icons 10.9 draws it, rounded to 1/100 px (PrimeIcon.tsx, decision 0397).
import type { IconPaths } from '../PrimeIcon'

export const CHEVRON_LEFT_ICON: IconPaths = [
  {
    d: 'M9.61 13C9.51 13 9.41 12.98 9.31 12.94C9.22 12.9 9.13 12.84 9.06 12.77L3.83 7.54C3.69 7.4 3.6 7.2 3.6 6.99C3.6 6.78 3.69 6.58 3.83 6.44L9.06 1.21C9.21 1.07 9.4 1 9.61 1C9.81 1 10 1.09 10.15 1.23C10.29 1.37 10.37 1.57 10.38 1.77C10.38 1.97 10.31 2.17 10.17 2.32L5.49 6.99L10.17 11.66C10.31 11.81 10.4 12.01 10.4 12.22C10.4 12.42 10.31 12.62 10.17 12.77C10.09 12.84 10.01 12.9 9.91 12.94C9.82 12.98 9.72 13 9.61 13Z',
    fill: 'currentColor',
  },
]
