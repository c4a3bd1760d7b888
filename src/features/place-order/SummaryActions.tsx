// The summary's Save as draft and Submit (decision 0040), memoised: rendered when their own state
// changes, not for every product added (R-PERF-033, decision 0392).
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { ActionButton } from '../../components/ActionButton'
import type { SummaryPanelProps } from './SummaryPanel'

type SummaryActionsProps = Pick<
  SummaryPanelProps,
  'isDraft' | 'canSaveDraft' | 'savingDraft' | 'canSubmit' | 'submitting' | 'onSaveDraft' | 'onSubmit'
>

export const SummaryActions = memo(function SummaryActions(props: SummaryActionsProps) {
  const { t } = useTranslation('placeOrder')
  return (
    <div className="po-actions">
      <ActionButton
        type="button"
        label={props.isDraft ? t('summary.updateDraft') : t('summary.saveDraft')}
        icon="pi pi-save"
        outlined
        loading={props.savingDraft}
        disabled={!props.canSaveDraft}
        onClick={props.onSaveDraft}
      />
      <ActionButton
        type="button"
        label={t('common:actions.submit')}
        icon="pi pi-send"
        loading={props.submitting}
        disabled={!props.canSubmit}
        onClick={props.onSubmit}
      />
    </div>
  )
})
