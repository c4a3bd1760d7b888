// The user-name dropdown of the top bar (R-SHELL-014): reset password, set language, sign out.
import { Button } from '../../components/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../lib/paths'
import { useSession } from '../../components/session/session-context'
import { OpenedPart } from '../../components/OpenedPart'
import type { MenuPress } from '../../components/PopupMenu'

// The menu downloads at the first press (R-PERF-022).
const loadMenu = () => import('../../components/PopupMenu').then((m) => ({ default: m.PopupMenu }))

export function UserMenu({ onSetLanguage }: { readonly onSetLanguage: () => void }) {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const session = useSession()
  const [press, setPress] = useState<MenuPress | undefined>(undefined)
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
        onClick={(event) => setPress({ target: event.currentTarget })}
      >
        <i className="pi pi-angle-down navbar__user-caret" aria-hidden="true" />
      </Button>
      <OpenedPart
        open={press !== undefined}
        load={loadMenu}
        onFail={() => setPress(undefined)}
        props={{
          // An id of its own: without one PrimeReact's Menu sets one in a state update after it mounts.
          id: 'user-menu',
          popupAlignment: 'right',
          press,
          model: [
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
          ],
        }}
      />
    </>
  )
}
