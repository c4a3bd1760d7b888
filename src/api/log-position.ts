// The earliest log position an API answer of this page named (R-LIVE-011, decision 0375): the
// live stream's first connection resumes from it with `Last-Event-ID`, so a change made between
// a list's first load and the stream's connection is still told. Later connections resume from
// the last event received (the live updates' machine keeps it).
import { LAST_EVENT_ID_MAX_LENGTH, LOG_POSITION_HEADER } from './contracts/live'

export function createLogPositions() {
  let earliest: number | undefined
  return {
    /** Keeps the answer's position if it is the earliest seen; an unreadable header is ignored. */
    note(response: Response): void {
      const raw = response.headers.get(LOG_POSITION_HEADER)
      if (raw === null || raw.length > LAST_EVENT_ID_MAX_LENGTH || !/^\d+$/.test(raw)) return
      const position = Number(raw)
      if (earliest === undefined || position < earliest) earliest = position
    },
    /** The earliest position seen, as a `Last-Event-ID`; null before any answer named one. */
    earliest: (): string | null => (earliest === undefined ? null : String(earliest)),
  }
}

/** This page's positions: noted by the API client's fetch, read by the live stream's first connection. */
export const logPositions = createLogPositions()
