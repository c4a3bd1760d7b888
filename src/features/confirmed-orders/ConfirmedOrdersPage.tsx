// The confirmed-order screen over the real request layer (the app composes it with the order's
// drawer, src/app/screens).
import { api } from '../../api/client'
import { confirmedIO } from './confirmed-io'

/** The screen's I/O through the app's request layer. */
export const confirmedOrdersIO = confirmedIO(api)
