// One of the machine's notices (place-order.notices.ts) in its slot, with a button that dismisses
// it; the live region stays in the page so a screen reader hears the notice when it comes.
import { CloseButton } from '../../components/CloseButton'
import { Message } from '../../components/Message'
import { useTranslation } from 'react-i18next'
import type { ScreenNotice } from '../../machines/place-order'
import { messageParams } from '../../lib/format'

interface NoticeMessageProps {
  readonly notice: ScreenNotice | null
  readonly onDismiss: () => void
  /** Class of the live region (where the slot sits on the page). */
  readonly className?: string
  /** Class of the notice itself, beside `po-notice`. */
  readonly noticeClassName?: string
}

export function NoticeMessage({ notice, onDismiss, className, noticeClassName }: NoticeMessageProps) {
  const { t } = useTranslation('placeOrder')
  return (
    <div aria-live="polite" className={className}>
      {notice === null ? null : (
        <div className={noticeClassName === undefined ? 'po-notice' : `po-notice ${noticeClassName}`}>
          <Message severity={notice.severity} text={t(notice.key, messageParams(notice.params))} />
          <CloseButton severity="secondary" label={t('summary.dismiss')} onClick={onDismiss} />
        </div>
      )}
    </div>
  )
}
