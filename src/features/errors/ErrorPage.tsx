// /401, /404, /500 (R-ROUTE-010), and the page a render error falls back to.
import { Button } from '../../components/Button'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../lib/paths'
import './errors.css'

export type ErrorStatus = 401 | 404 | 500

export function ErrorPage({ status }: { readonly status: ErrorStatus }) {
  const { t } = useTranslation('errorPages')
  const navigate = useNavigate()
  return (
    <main className="error-page">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1>{t(`${status}.title`)}</h1>
      <p>{t(`${status}.body`)}</p>
      <Button label={t('home')} icon="pi pi-home" onClick={() => navigate(PATHS.home)} />
    </main>
  )
}

export const UnauthorizedPage = () => <ErrorPage status={401} />
export const NotFoundPage = () => <ErrorPage status={404} />
export const ServerErrorPage = () => <ErrorPage status={500} />
