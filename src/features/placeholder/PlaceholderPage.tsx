// The one shared page for screens not built yet: it says so, translated, and shows no invented
// content. A later issue replaces it for a route by changing that route's `screen` in
// src/app/routes.ts (see docs/architecture.md, "Adding a screen").
import { Tag } from 'primereact/tag'
import { useTranslation } from 'react-i18next'
import { Link, useMatches } from 'react-router-dom'
import { PATHS } from '../../lib/paths'
import type { RouteMeta } from '../../machines/navigation/navigation.rules'
import './placeholder.css'

export default function PlaceholderPage() {
  const { t } = useTranslation('shell')
  const matches = useMatches()
  const meta = (matches.at(-1)?.handle as { meta?: RouteMeta } | undefined)?.meta
  const title = meta?.titleKey ? t(meta.titleKey) : t('tags.noName')
  return (
    <section className="placeholder-page" aria-labelledby="placeholder-title" data-testid="placeholder">
      <Tag
        value={t('placeholder.badge')}
        severity="warning"
        icon="pi pi-wrench"
        className="placeholder-page__badge"
      />
      <h1 id="placeholder-title">{title}</h1>
      <p>{t('placeholder.body')}</p>
      <p className="placeholder-page__path">
        <code>{meta?.path}</code>
      </p>
      <Link to={PATHS.home}>{t('placeholder.home')}</Link>
    </section>
  )
}
