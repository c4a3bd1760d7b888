// /myorder/draftInfo (decision 0039; R-ORD-004, R-LIFE-008): the customer's drafts with the pending
// list's columns, newest first, paged. A draft can be opened into the place-order screen
// (/online/online?draftId=<Id>) to change it, submitted as it is stored (api/Order/SaveAsOpenOrder;
// the server's refusal is shown and the draft stays) or deleted after a confirmation. Only drafts
// can be changed or cancelled by the customer (R-LIFE-008): the list machine asks the order
// lifecycle. Below LIST_UNFOLD_MIN_PX the ETA shows under the created date, so the three labelled
// actions stay on one line in a 1280 px window (R-LIST-001, decision 0343).
import { ConfirmPart } from '../../components/ConfirmPart'
import { useSelector } from '@xstate/react'
import { useId, useMemo } from 'react'
import type { ButtonProps } from '../../components/Button'
import { Message } from '../../components/Message'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { api } from '../../api/client'
import type { OrderRow } from '../../api/contracts/order-entities'
import { TOAST_LIFE_MS } from '../../api/error-catalogue'
import { notify as publishToast, type ToastMessage } from '../../lib/notify'
import { draftEditPath } from '../../lib/paths'
import {
  busyDraftKeyOf,
  draftActionKeysOf,
  draftTargetOf,
  isConfirmingDelete,
  listNoticeOf,
  placeRefusedCodesOf,
  sameKeys,
} from '../../machines/order-list'
import { NUMBER_FIELD, useOrderFields, type OrderField } from '../../components/orders/order-fields'
import { OrderListFrame } from '../../components/orders/OrderListFrame'
import { draftListIO, type OrderListIO } from '../../components/orders/order-list-io'
import { useOrderList } from '../../components/orders/useOrderList'
import { ActionButton } from '../../components/ActionButton'
import { useSession } from '../../components/session/session-context'
import { CloseButton } from '../../components/CloseButton'

type DraftAction = 'open' | 'submit' | 'delete'

export interface DraftsScreenProps {
  readonly io: OrderListIO
  readonly notify?: (toast: ToastMessage) => void
  /** The user's own codes, whose rights decide the drafts' actions (R-PERM-016). */
  readonly ownCodes?: readonly string[]
}

const NO_CODES: readonly string[] = []

export function DraftsScreen({ io, notify = publishToast, ownCodes = NO_CODES }: DraftsScreenProps) {
  const { t } = useTranslation(['drafts', 'shell', 'common', 'orders'])
  const navigate = useNavigate()
  const shared = useOrderFields()
  // The pending list's columns (R-PEND-005), the ETA foldable under the created date (R-LIST-001).
  const fields = useMemo<readonly OrderField[]>(
    () => [
      {
        id: NUMBER_FIELD,
        header: t('orders:table.orderNumber'),
        align: 'left',
        nowrap: true,
        body: () => null,
      },
      ...shared.map((field) => (field.id === 'eta' ? { ...field, foldUnder: 'createTime' } : field)),
    ],
    [t, shared],
  )
  const list = useOrderList(
    io,
    {
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
    },
    { ownCodes },
  )
  const { actorRef, send } = list
  const allowed = useSelector(actorRef, draftActionKeysOf, sameKeys)
  const busyKey = useSelector(actorRef, busyDraftKeyOf)
  const notice = useSelector(actorRef, listNoticeOf)
  const confirmingDelete = useSelector(actorRef, isConfirmingDelete)
  const target = useSelector(actorRef, draftTargetOf)
  // R-PERM-016: the drafts of a code that may not place orders keep their actions disabled, and say why.
  const refused = useSelector(actorRef, placeRefusedCodesOf, sameKeys)
  const reasonId = useId()
  // A draft's three actions: open (to change it), submit as stored, delete after a confirmation.
  const action = (
    row: OrderRow,
    kind: DraftAction,
    busyIn: 'submitting' | 'deleting' | null,
    look: ButtonProps,
  ) => {
    const event = { type: `draft.${kind}`, id: row.Id } as const
    return (
      <ActionButton
        type="button"
        size="small"
        {...look}
        label={t(`drafts:actions.${kind}`)}
        aria-label={t(`drafts:actions.${kind}Label`, { orderNumber: row.OrderNumber })}
        loading={busyIn !== null && busyKey === `${busyIn}:${row.Id}`}
        disabled={!allowed.includes(`${kind}:${row.Id}`)}
        aria-describedby={refused.includes(row.CustomerCode) ? `${reasonId}-${row.CustomerCode}` : undefined}
        onClick={() => send(event)}
      />
    )
  }

  const actions = (row: OrderRow) => (
    <div className="order-table__actions">
      {action(row, 'open', null, { outlined: true, icon: 'pi pi-pencil' })}
      {action(row, 'submit', 'submitting', { icon: 'pi pi-send' })}
      {action(row, 'delete', 'deleting', { outlined: true, severity: 'danger', icon: 'pi pi-trash' })}
    </div>
  )

  return (
    <OrderListFrame
      list={list}
      title={t('shell:route.draftInfo')}
      intro={t('drafts:page.intro')}
      emptyText={t('drafts:empty')}
      fields={fields}
      renderActions={actions}
      notice={
        refused.length === 0 && !notice ? undefined : (
          <>
            {refused.length === 0 ? null : (
              <Message
                severity="info"
                className="drafts-refused"
                content={
                  <span className="order-list-page__notice-text">
                    {refused.map((code) => (
                      <span key={code} id={`${reasonId}-${code}`}>
                        {t('drafts:notice.notAllowedToPlace', { code })}
                      </span>
                    ))}
                  </span>
                }
              />
            )}
            {notice ? (
              <Message
                severity="error"
                content={
                  <>
                    <span className="order-list-page__notice-text">
                      <strong>
                        {t(`drafts:notice.${notice.kind}`, { orderNumber: notice.orderNumber })}
                      </strong>
                      {notice.detail ? <span>{notice.detail}</span> : null}
                      {notice.kind === 'submitRefused' ? <span>{t('drafts:notice.fix')}</span> : null}
                    </span>
                    <CloseButton
                      label={t('drafts:notice.dismiss')}
                      onClick={() => send({ type: 'notice.dismiss' })}
                    />
                  </>
                }
              />
            ) : null}
          </>
        )
      }
    >
      <ConfirmPart
        onFail={() => send({ type: 'draft.cancelDelete' })}
        visible={confirmingDelete}
        header={t('drafts:confirmDelete.header')}
        message={t('drafts:confirmDelete.message', { orderNumber: target?.OrderNumber ?? '' })}
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
  const { userInfo } = useSession()
  const ownCodes = useMemo(() => (userInfo?.CustomerList ?? []).map((c) => c.CustomerCode), [userInfo])
  return <DraftsScreen io={io} ownCodes={ownCodes} />
}
