// Server mode's reset codes (R-PWD-011..014, decision 0348), the `resetCodes` port of the core:
// - a random 6-digit code per SendValidationCode, valid 15 minutes; a new code voids the old one;
// - only a salted SHA-256 of it is stored; a right code is used up; 5 wrong tries void it;
// - at most 5 codes per account name and 20 per client address in an hour, counted for unknown
//   names as for real ones, so neither the answer nor a refusal tells whether an account exists;
// - the code goes out after the answer (`deliver`, mail or the log): the answer's time does not
//   depend on whether there was anyone to send it to.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { ResetCodeAsk, ResetCodes } from '../src/backend/reset-codes'
import { clientAddressOf } from './client-address'
import type { SqlDatabase } from './sql'

export const RESET_CODE_LIFETIME_MS = 15 * 60_000
/** Wrong tries a code takes before it is void. */
export const RESET_CODE_TRIES = 5
/** The window the limits count codes in. */
export const RESET_LIMIT_WINDOW_MS = 60 * 60_000
export const RESET_CODES_PER_ACCOUNT = 5
export const RESET_CODES_PER_ADDRESS = 20

/** A code to send: the account's address, the code and the call it answers (its language). */
export interface CodeToSend {
  readonly to: string
  readonly code: string
  readonly minutes: number
  readonly request: Request
}

export type DeliverCode = (mail: CodeToSend) => Promise<void>

export interface ResetCodeOptions {
  /** Real time in ms. */
  readonly now: () => number
  readonly deliver: DeliverCode
}

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest()

/** Six digits, leading zeros kept, from the system's CSPRNG. */
export const newResetCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

interface CodeRow {
  readonly salt: string
  readonly hash: string
  readonly expires_at: string | number
  readonly tries: number
}

export function sqlResetCodes(db: SqlDatabase, options: ResetCodeOptions): ResetCodes {
  const { now, deliver } = options

  async function issue({ name, account, request }: ResetCodeAsk) {
    const at = now()
    const address = clientAddressOf(request)
    const code = newResetCode()
    const issued = await db.transaction(async (tx) => {
      // One issue at a time over every server process, so two calls at the limit never both pass.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('portal_reset_request'))`)
      await tx.query('DELETE FROM reset_request WHERE at <= $1', [at - RESET_LIMIT_WINDOW_MS])
      await tx.query('DELETE FROM reset_code WHERE expires_at < $1', [at])
      const counts = await tx.query<{
        by_name: string
        first_name: string | null
        by_address: string
        first_address: string | null
      }>(
        `SELECT count(*) FILTER (WHERE account = $1) AS by_name, min(at) FILTER (WHERE account = $1) AS first_name,
                count(*) FILTER (WHERE address = $2) AS by_address, min(at) FILTER (WHERE address = $2) AS first_address
           FROM reset_request`,
        [name, address],
      )
      const row = counts[0]!
      const waits: number[] = []
      if (Number(row.by_name) >= RESET_CODES_PER_ACCOUNT)
        waits.push(Number(row.first_name) + RESET_LIMIT_WINDOW_MS - at)
      if (Number(row.by_address) >= RESET_CODES_PER_ADDRESS)
        waits.push(Number(row.first_address) + RESET_LIMIT_WINDOW_MS - at)
      if (waits.length > 0) return { kind: 'limited' as const, retryAfterMs: Math.max(...waits) }
      await tx.query('INSERT INTO reset_request (account, address, at) VALUES ($1, $2, $3)', [
        name,
        address,
        at,
      ])
      if (account !== undefined) {
        const salt = randomBytes(16).toString('base64url')
        // One row per account: the new code replaces (voids) the one before it.
        await tx.query(
          `INSERT INTO reset_code (account, salt, hash, expires_at, tries) VALUES ($1, $2, $3, $4, 0)
           ON CONFLICT (account) DO UPDATE SET salt = EXCLUDED.salt, hash = EXCLUDED.hash,
             expires_at = EXCLUDED.expires_at, tries = 0`,
          [name, salt, digest(salt, code).toString('base64url'), at + RESET_CODE_LIFETIME_MS],
        )
      }
      return { kind: 'sent' as const }
    })
    if (issued.kind === 'sent' && account !== undefined)
      void deliver({
        to: account.userInfo.Email ?? account.account,
        code,
        minutes: RESET_CODE_LIFETIME_MS / 60_000,
        request,
      }).catch((error: unknown) =>
        console.error(`[server] the reset code for ${name} could not be sent:`, error),
      )
    return issued
  }

  async function redeem(name: string, code: string) {
    const at = now()
    return db.transaction(async (tx) => {
      const row = (
        await tx.query<CodeRow>(
          'SELECT salt, hash, expires_at, tries FROM reset_code WHERE account = $1 FOR UPDATE',
          [name],
        )
      )[0]
      if (row === undefined) return false
      if (Number(row.expires_at) < at) {
        await tx.query('DELETE FROM reset_code WHERE account = $1', [name])
        return false
      }
      const right = timingSafeEqual(digest(row.salt, code), Buffer.from(row.hash, 'base64url'))
      const tries = row.tries + 1
      // A right code is used up; so is a code that took its last wrong try.
      if (right || tries >= RESET_CODE_TRIES)
        await tx.query('DELETE FROM reset_code WHERE account = $1', [name])
      else await tx.query('UPDATE reset_code SET tries = $2 WHERE account = $1', [name, tries])
      return right
    })
  }

  return { issue, redeem }
}
