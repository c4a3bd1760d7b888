// The "Save as template" button of place order and the order drawer (R-TPL-001, R-TPL-003,
// decision 0366) and, once pressed, its dialog, a chunk of its own downloaded on the first press
// (decision 0328): neither page grows by more than this file.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TemplateSource } from '../../machines/templates'
import { LazyPart, useLazyPart } from '../LazyPart'
import type { TemplateClient } from './template-io'
import { withTexts } from '../../i18n/with-texts'

const loadDialog = withTexts(['templates'], () => import('./SaveTemplateDialog'))

export interface SaveTemplateSlotProps {
  readonly client: TemplateClient
  /** What the template is made of, read when the button is pressed; null: nothing to save. */
  readonly source: () => TemplateSource | null
  readonly orderNumber?: string
  readonly disabled?: boolean
  readonly className?: string
}

export function SaveTemplateSlot(props: SaveTemplateSlotProps) {
  const { t } = useTranslation('templates')
  // Open or closed is the page's layout: the dialog's steps are its machine's.
  const [source, setSource] = useState<TemplateSource | null>(null)
  const { Part: Dialog, retry, retryIfFailed } = useLazyPart(loadDialog)
  return (
    <>
      <button
        type="button"
        className={`p-button p-component p-button-outlined p-button-sm ${props.className ?? ''}`}
        disabled={props.disabled}
        onClick={() => {
          retryIfFailed()
          setSource(props.source())
        }}
      >
        <span className="p-button-icon p-button-icon-left pi pi-bookmark" aria-hidden="true" />
        <span className="p-button-label">{t('save.open')}</span>
      </button>
      {source !== null ? (
        <LazyPart
          onFail={() => {
            setSource(null)
            retry()
          }}
        >
          <Dialog
            client={props.client}
            source={source}
            {...(props.orderNumber === undefined ? {} : { orderNumber: props.orderNumber })}
            onClose={() => setSource(null)}
          />
        </LazyPart>
      ) : null}
    </>
  )
}
