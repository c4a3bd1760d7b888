// The About pages' frame (R-ROUTE-001: 6.1 and 6.2): a title and sections of paragraphs
// from the `about` namespace, every figure filled in from the rules constants (TERMS_FIGURES,
// decision 0233), so a figure is never typed into the text.
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCount, lngOf } from '../../lib/format'
import { TERMS_FIGURES } from '../../machines/terms/terms.rules'
import './about.css'

/** The figures, formatted for the active language (1,000 / 1.000). */
export function useFigures(): Record<string, string> {
  const { i18n } = useTranslation('about')
  const lng = lngOf(i18n.language)
  return Object.fromEntries(
    Object.entries(TERMS_FIGURES).map(([key, value]) => [key, formatCount(value, lng)]),
  )
}

export function AboutSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId()
  return (
    <section className="about-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

export function AboutArticle({
  title,
  intro,
  children,
}: {
  readonly title: string
  readonly intro: string
  readonly children: ReactNode
}) {
  const id = useId()
  return (
    <article className="about-page" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p className="about-page__intro">{intro}</p>
      {children}
    </article>
  )
}
