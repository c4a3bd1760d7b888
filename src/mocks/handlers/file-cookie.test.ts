// A file's URL opened by an <img> or a new window carries no headers, only the portal's token
// cookie, whose name the page's environment decides (decision 0335): the backend is told it.
// (In Node: happy-dom's Request drops a Cookie header.)
import { describe, expect, it } from 'vitest'
import { memoryPersistence } from '../../backend/persistence'
import { signIn, tabOver } from '../../test/tabs'
import { AUTH_CODES } from '../signed-in'

describe('R-OWN-002 a stored file asked for with the token cookie only', () => {
  it('reads the cookie name the backend was created with, and no other', async () => {
    const tab = tabOver(memoryPersistence(), { tokenCookie: 'fat_token' })
    const token = await signIn(tab)
    const fileGet = async (cookie: string) => {
      const url = 'http://portal.test/api/__files/00000000000000000000000000000000'
      const answer = await tab.respond(new Request(url, { headers: { cookie } }))
      return { status: answer?.status, body: (await answer?.json()) as { code: number } }
    }
    // Signed in by the cookie: the file is unknown (404), the caller is not.
    expect(await fileGet(`fat_token=${token}`)).toMatchObject({ status: 404 })
    // Another cookie name is no session at all.
    expect(await fileGet(`token=${token}`)).toMatchObject({ body: { code: AUTH_CODES.noAuthInfo } })
  })
})
