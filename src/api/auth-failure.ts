// The auth-failure bus (R-ERR-003): the request layer publishes here when an answer's code ends the
// session, and the session machine listens. It lives apart from client.ts so the app can subscribe
// at start-up without loading the request layer and its Schemas (decision 0042).
type AuthFailureListener = (serverMessage: string | undefined) => void
const listeners = new Set<AuthFailureListener>()

/** The session machine subscribes here: an auth-failure code logs the user out (R-SESS-006). */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Tells every listener that the server ended the session, with its message if any. */
export function publishAuthFailure(serverMessage: string | undefined): void {
  for (const listener of listeners) listener(serverMessage)
}
