// The user-name dropdown of the top bar (R-SHELL-014): reset password, set language, sign out.
import { Button } from 'primereact/button'
import { Menu } from 'primereact/menu'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../lib/paths'
import { useSession } from '../../components/session/session-context'

export function UserMenu({ onSetLanguage }: { readonly onSetLanguage: () => void }) {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const session = useSession()
  const menu = useRef<Menu>(null)
  const name = session.displayName
  return (
    <>
      <Button
        type="button"
        text
        className="navbar__user"
        icon="pi pi-user"
        iconPos="left"
        label={name}
        aria-label={t('navbar.account', { name })}
        // Cut with an ellipsis on a narrow laptop (decision 0363): the whole name on hover.
        title={name}
        aria-haspopup="menu"
        loading={session.status === 'loggingOut'}
        onClick={(event) => menu.current?.toggle(event)}
      >
        <i className="pi pi-angle-down navbar__user-caret" aria-hidden="true" />
      </Button>
      <Menu
        // An id of its own: without one PrimeReact's Menu sets one in a state update after it mounts.
        id="user-menu"
        ref={menu}
        popup
        popupAlignment="right"
        model={[
          {
            label: t('navbar.resetPassword'),
            icon: 'pi pi-key',
            command: () => navigate(PATHS.forgotPassword),
          },
          { label: t('navbar.setLanguage'), icon: 'pi pi-language', command: onSetLanguage },
          { separator: true },
          {
            label: t('navbar.signOut'),
            icon: 'pi pi-sign-out',
            command: () => session.send({ type: 'session.logout' }),
          },
        ]}
      />
    </>
  )
}
