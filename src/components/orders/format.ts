// What the order lists show, formatted exactly as the place-order screen formats it (one set of
// helpers, src/lib/format.ts): amounts in VND, VAT included, with Intl.NumberFormat for the
// active language (R-ORD-001, R-ORD-022), quantities in cases (R-ORD-002), dates DD-MM-YYYY
// (R-DATE-002); the status label is StatusBadge's (src/components/StatusBadge.tsx).
import { formatCount, formatVnd, lngOf, screenDate, type Lng } from '../../lib/format'

export { formatCount, formatVnd, lngOf, type Lng }

/** A wire date or date-time (`YYYY-MM-DD[ HH:mm:ss]`) as its day on screen, DD-MM-YYYY. */
export const screenDay = (wire: string | null): string => (wire === null ? '' : screenDate(wire.slice(0, 10)))

/** A wire date-time (`YYYY-MM-DD HH:mm[:ss]`) on screen, DD-MM-YYYY HH:mm (R-DATE-003). */
export const screenDateTime = (wire: string | null): string =>
  wire === null ? '' : `${screenDay(wire)}${wire.length >= 16 ? ` ${wire.slice(11, 16)}` : ''}`
