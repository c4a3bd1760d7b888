// /401, /404, /500 (spec §2, §8).
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

export type ErrorStatus = 401 | 404 | 500

export function ErrorPage({ status }: { readonly status: ErrorStatus }) {
  const { t } = useTranslation('errorPages')
  const navigate = useNavigate()
  return (
    <main className="error-page" style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <p style={{ fontSize: '4rem', fontWeight: 700, margin: 0, color: 'var(--portal-brand)' }}>{status}</p>
      <h1>{t(`${status}.title`)}</h1>
      <p>{t(`${status}.body`)}</p>
      <Button label={t('home')} onClick={() => navigate('/')} />
    </main>
  )
}
