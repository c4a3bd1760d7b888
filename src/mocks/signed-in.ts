// The signed-in user of a mock call, and the company checks every company-scoped call makes.
// The auth codes (R-ERR-003): no token at all answers 4010 (no authentication info); a token older
// than 7 days answers 4012 (expired); a token the backend never issued, or one revoked by
// logout or a password change in any tab, answers 5004 (invalid token). Either logs the client
// out. The session store is shared by every tab, so the check is asynchronous (decision 0131).
// A customer code that is not one of the user's companies answers FORBIDDEN_CODE and shows
// nothing of that company (not even whether it exists).
import type { DemoAccount } from '../backend/accounts'
import type { AuthState } from './handlers/auth'
import { readToken } from './handlers/auth'
import { refuse, type HandlerContext } from './respond'
import { ownsCustomer } from '../backend/seed/catalog'

export const AUTH_CODES = { noAuthInfo: 4010, expired: 4012, invalidToken: 5004 } as const
/** Another company's data was asked for. */
export const FORBIDDEN_CODE = 4030

/**
 * The account of the call's token, or the refusal to answer instead. `because` replaces the
 * refusal's message (the simulator says why it needs a session); the code stays R-ERR-003's.
 */
export async function signedIn(
  auth: AuthState,
  { request, token }: HandlerContext,
  because?: string,
): Promise<DemoAccount | Response> {
  if (!token) return refuse(request, AUTH_CODES.noAuthInfo, because ?? 'noAuthInfo')
  const reading = await readToken(auth, token)
  if (reading.kind === 'expired') return refuse(request, AUTH_CODES.expired, because ?? 'tokenExpired')
  return reading.kind === 'valid'
    ? reading.account
    : refuse(request, AUTH_CODES.invalidToken, because ?? 'invalidToken')
}

/** A resolver that runs only for a signed-in user, who it receives. */
export const forUser =
  <Req>(
    auth: AuthState,
    resolve: (input: Req, context: HandlerContext, account: DemoAccount) => Response | Promise<Response>,
  ) =>
  async (input: Req, context: HandlerContext): Promise<Response> => {
    const account = await signedIn(auth, context)
    return account instanceof Response ? account : resolve(input, context, account)
  }

/** The refusal for a customer code that is not the user's, or undefined when it is. */
export function notOwned(account: DemoAccount, customerCode: string, request: Request): Response | undefined {
  return ownsCustomer(account, customerCode)
    ? undefined
    : refuse(request, FORBIDDEN_CODE, 'notYourCustomer', { code: customerCode })
}
