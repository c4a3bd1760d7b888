// /myorder/draftInfo (issue 5; spec §1, §2, §4; R-ORD-004): the customer's drafts with the pending
// list's columns, newest first, paged. A draft can be opened into the place-order screen
// (/online/online?draftId=<Id>) to change it, submitted as it is stored (api/Order/SaveAsOpenOrder;
// the server's refusal is shown and the draft stays) or deleted after a confirmation. Only drafts
// can be changed or cancelled by the customer (spec §4): the list machine asks the order lifecycle.
import { Button } from 'primereact/button'
import { ConfirmDialog } from 'primereact/confirmdialog'
import { Message } from 'primereact/message'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { api } from '../../api/client'
import type { OrderRow } from '../../api/contracts/order-entities'
import { TOAST_LIFE_MS } from '../../api/error-catalogue'
import { notify as publishToast, type ToastMessage } from '../../lib/notify'
import { busyRowOf } from '../../machines/order-list'
import { OrderListFrame } from '../orders-common/OrderListFrame'
import { draftListIO, type OrderListIO } from '../orders-common/order-list-io'
import { useOrderList } from '../orders-common/useOrderList'

/** Where a draft opens to be changed: the place-order screen loads it (issue 5). */
export const draftEditPath = (id: number) => `/online/online?draftId=${id}`

export interface DraftsScreenProps {
  readonly io: OrderListIO
  readonly notify?: (toast: ToastMessage) => void
}

export function DraftsScreen({ io, notify = publishToast }: DraftsScreenProps) {
  const { t } = useTranslation(['drafts', 'shell', 'common'])
  const navigate = useNavigate()
  const { snapshot, send } = useOrderList(io, {
    openDraft: (row) => navigate(draftEditPath(row.Id)),
    draftDeleted: (row) =>
      notify({
        severity: 'success',
        key: 'drafts:toast.deleted',
        params: { orderNumber: row.OrderNumber },
        life: TOAST_LIFE_MS.success,
      }),
    // Submitting a draft places the order (R-ORD-008).
    draftSubmitted: () =>
      notify({ severity: 'success', key: 'common:messages.orderSuccessful', life: TOAST_LIFE_MS.success }),
  })
  const { context } = snapshot
  const busyRow = busyRowOf(snapshot)
  const working = (row: OrderRow, state: 'submitting' | 'deleting') =>
    busyRow?.Id === row.Id && snapshot.matches(state)

  const actions = (row: OrderRow) => {
    const orderNumber = row.OrderNumber
    return (
      <div className="order-table__actions">
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-pencil"
          label={t('drafts:actions.open')}
          aria-label={t('drafts:actions.openLabel', { orderNumber })}
          disabled={!snapshot.can({ type: 'draft.open', id: row.Id })}
          onClick={() => send({ type: 'draft.open', id: row.Id })}
        />
        <Button
          type="button"
          size="small"
          icon="pi pi-send"
          label={t('drafts:actions.submit')}
          aria-label={t('drafts:actions.submitLabel', { orderNumber })}
          loading={working(row, 'submitting')}
          disabled={!snapshot.can({ type: 'draft.submit', id: row.Id })}
          onClick={() => send({ type: 'draft.submit', id: row.Id })}
        />
        <Button
          type="button"
          size="small"
          outlined
          severity="danger"
          icon="pi pi-trash"
          label={t('drafts:actions.delete')}
          aria-label={t('drafts:actions.deleteLabel', { orderNumber })}
          loading={working(row, 'deleting')}
          disabled={!snapshot.can({ type: 'draft.delete', id: row.Id })}
          onClick={() => send({ type: 'draft.delete', id: row.Id })}
        />
      </div>
    )
  }

  const notice = context.notice
  return (
    <OrderListFrame
      list={{ snapshot, send }}
      title={t('shell:route.draftInfo')}
      intro={t('drafts:page.intro')}
      emptyText={t('drafts:empty')}
      renderActions={actions}
      notice={
        notice ? (
          <Message
            severity="error"
            content={
              <>
                <span className="order-list-page__notice-text">
                  <strong>{t(`drafts:notice.${notice.kind}`, { orderNumber: notice.orderNumber })}</strong>
                  {notice.detail ? <span>{notice.detail}</span> : null}
                  {notice.kind === 'submitRefused' ? <span>{t('drafts:notice.fix')}</span> : null}
                </span>
                <Button
                  type="button"
                  text
                  rounded
                  icon="pi pi-times"
                  aria-label={t('drafts:notice.dismiss')}
                  onClick={() => send({ type: 'notice.dismiss' })}
                />
              </>
            }
          />
        ) : null
      }
    >
      <ConfirmDialog
        visible={snapshot.matches('confirmingDelete')}
        header={t('drafts:confirmDelete.header')}
        message={t('drafts:confirmDelete.message', { orderNumber: context.target?.OrderNumber ?? '' })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('drafts:confirmDelete.accept')}
        rejectLabel={t('drafts:confirmDelete.reject')}
        acceptClassName="p-button-danger"
        className="order-delete-dialog"
        defaultFocus="reject"
        ariaCloseIconLabel={t('drafts:confirmDelete.close')}
        accept={() => send({ type: 'draft.confirmDelete' })}
        onHide={(result) => {
          if (result !== 'accept') send({ type: 'draft.cancelDelete' })
        }}
      />
    </OrderListFrame>
  )
}

const io = draftListIO(api)

export default function DraftsPage() {
  return <DraftsScreen io={io} />
}
