// Who finds the back office's desk (decision 0370), over generated role lists.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BACK_OFFICE_ROLE, deskShown } from './desk.rules'

/** Roles a customer's sign-in answer may carry: anything but the back office's. */
const customerRole = fc
  .string({ maxLength: 20 })
  .filter((role) => role.trim().toLowerCase() !== BACK_OFFICE_ROLE.toLowerCase())

describe('R-DESK-001 who finds the desk in the top bar', () => {
  it('the in-browser demo shows it to any session, whatever its roles', () => {
    fc.assert(fc.property(fc.array(fc.string(), { maxLength: 5 }), (roles) => deskShown('demo', roles)))
  })

  it("our server's build shows it to no customer, whatever roles they hold", () => {
    fc.assert(fc.property(fc.array(customerRole, { maxLength: 5 }), (roles) => !deskShown('server', roles)))
  })

  it("our server's build shows it to the back office, its role anywhere in the list and in any case", () => {
    fc.assert(
      fc.property(
        fc.array(customerRole, { maxLength: 4 }),
        fc.nat(),
        fc.constantFrom(
          BACK_OFFICE_ROLE,
          BACK_OFFICE_ROLE.toLowerCase(),
          ` ${BACK_OFFICE_ROLE.toUpperCase()} `,
        ),
        (others, at, role) => {
          const roles = [...others]
          roles.splice(at % (others.length + 1), 0, role)
          return deskShown('server', roles)
        },
      ),
    )
    expect(deskShown('server', [])).toBe(false)
  })
})
