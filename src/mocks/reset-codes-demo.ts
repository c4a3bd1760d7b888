// The in-browser demo's reset codes (R-API-034, decision 0348): no mail can leave the browser, so
// the documented code 123456 is right for every account, as the README says. Only the browser's
// backend and tests import this; server mode passes its own port (server/reset-codes.ts), and a
// check of the server build proves this module is not in it (R-PWD-015).
import type { ResetCodes } from '../backend/reset-codes'

export const DEMO_RESET_CODE = '123456'

export const demoResetCodes: ResetCodes = {
  issue: async () => ({ kind: 'sent' }),
  redeem: async (_name, code) => code === DEMO_RESET_CODE,
}
