// The place-order page's heading: its title and intro, then what the page adds beside them (the
// draft's tag). The screen renders it, and so does the build's pre-rendered app shell (decision
// 0301), so the text painted before any script runs has the same markup and size as the app's.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface PlaceOrderHeadingProps {
  /** The <h1>'s id (it names the page's section). */
  readonly titleId: string
  readonly children?: ReactNode
}

export function PlaceOrderHeading({ titleId, children }: PlaceOrderHeadingProps) {
  const { t } = useTranslation('placeOrder')
  return (
    <header className="po-page__header">
      <div>
        <h1 id={titleId}>{t('page.title')}</h1>
        <p className="po-page__intro">{t('page.intro')}</p>
      </div>
      {children}
    </header>
  )
}
