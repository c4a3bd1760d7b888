import { render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { sessionMachine } from '../../machines/session/session.machine'
import { userInfoOf } from '../../test/user-info'
import { Permission, usePermission } from './Permission'
import { SessionProvider, useSession } from './session-context'

const userInfo = userInfoOf

function wrapperFor(roleName: string | undefined) {
  const actor = createActor(sessionMachine, {
    input:
      roleName === undefined
        ? { token: undefined, userInfo: undefined }
        : { token: 'tok', userInfo: userInfo(roleName) },
  }).start()
  return ({ children }: { children: ReactNode }) => (
    <SessionProvider actor={actor}>{children}</SessionProvider>
  )
}

describe('Permission and usePermission', () => {
  it('R-PERM-010 the element shows only when one of the user roles is listed', () => {
    render(
      <>
        <Permission roles={['Manager', 'Main']}>
          <span>for managers and mains</span>
        </Permission>
        <Permission roles={['Accountant']}>
          <span>for accountants</span>
        </Permission>
      </>,
      { wrapper: wrapperFor('Main') },
    )
    expect(screen.getByText('for managers and mains')).toBeInTheDocument()
    expect(screen.queryByText('for accountants')).toBeNull()
  })

  it("R-PERM-009 'admin' passes every check", () => {
    const { result } = renderHook(() => usePermission(['Accountant']), { wrapper: wrapperFor('Admin') })
    expect(result.current).toBe(true)
  })

  it('R-PERM-010 signed out, nothing passes', () => {
    const { result } = renderHook(() => usePermission(['Main']), { wrapper: wrapperFor(undefined) })
    expect(result.current).toBe(false)
  })

  it('R-PERM-001 a roles value that is not an array is a thrown developer error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const bad of ['Main', undefined, null, { 0: 'Main' }, 3]) {
      expect(() => renderHook(() => usePermission(bad as never), { wrapper: wrapperFor('Main') })).toThrow(
        TypeError,
      )
      expect(() =>
        render(<Permission roles={bad as never}>x</Permission>, { wrapper: wrapperFor('Main') }),
      ).toThrow(/array of role names/)
    }
  })

  it('R-STORE-001 useSession exposes the stored user info other screens need', () => {
    const { result } = renderHook(() => useSession(), { wrapper: wrapperFor('Main,FOC') })
    expect(result.current.isLoggedIn).toBe(true)
    expect(result.current.roles).toEqual(['Main', 'FOC'])
    expect(result.current.userInfo?.CustomerTypeName).toBe('Company')
    expect(result.current.displayName).toBe('Lan')
  })
})
