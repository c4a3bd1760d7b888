// The confirmed list's columns (R-CONF-006, R-CONF-007): created
// date, order status, payment status, company, BB number, SO (main and free-of-charge SO joined
// by a comma), ETD, ETA (the confirmed one once there is one, R-LIFE-029), quantity and total
// amount; the actions column is the table's own. The shared fields give the common ones. Below
// LIST_UNFOLD_MIN_PX the payment status shows under the status, the SO under the BB number, the
// ETA under the ETD and the quantity under the total, so the row fits a 1280 px window (R-LIST-001,
// decision 0343).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderRow } from '../../api/contracts/order-entities'
import {
  NUMBER_FIELD,
  StatusTag,
  useOrderFields,
  type OrderField,
} from '../../components/orders/order-fields'
import { screenDay } from '../../components/orders/format'

/** R-CONF-007: both SO numbers, comma-joined; an empty one left out. */
export const soOf = (row: Pick<OrderRow, 'OrderSO' | 'FreeChargeOrderSO'>): string =>
  [row.OrderSO, row.FreeChargeOrderSO]
    .filter((so): so is string => so !== null && so.trim() !== '')
    .join(', ')

export function useConfirmedFields(): readonly OrderField[] {
  const { t } = useTranslation(['confirmedOrders', 'orders'])
  const sharedFields = useOrderFields()
  // One array per language: the table keeps its columns between renders (decision 0288).
  return useMemo<readonly OrderField[]>(() => {
    const shared = new Map(sharedFields.map((field) => [field.id, field]))
    const none = <span className="order-table__muted">{t('columns.none')}</span>
    const day = (value: string | null) => (value === null ? none : screenDay(value))
    return [
      shared.get('createTime')!,
      {
        id: 'status',
        header: t('columns.status'),
        align: 'left',
        nowrap: true,
        body: (row) => <StatusTag row={row} />,
      },
      {
        id: 'paymentStatus',
        header: t('columns.paymentStatus'),
        align: 'left',
        nowrap: false,
        foldUnder: 'status',
        body: (row) => row.PaymentStatusString ?? none,
      },
      shared.get('company')!,
      {
        id: NUMBER_FIELD,
        header: t('orders:table.orderNumber'),
        align: 'left',
        nowrap: true,
        body: () => null,
      },
      {
        id: 'so',
        header: t('columns.so'),
        align: 'left',
        nowrap: false,
        foldUnder: NUMBER_FIELD,
        body: (row) => soOf(row) || none,
      },
      { id: 'etd', header: t('columns.etd'), align: 'left', nowrap: true, body: (row) => day(row.ETDDate) },
      {
        id: 'eta',
        header: t('columns.eta'),
        align: 'left',
        nowrap: true,
        foldUnder: 'etd',
        body: (row) => day(row.ConfirmedETA ?? row.EtaDate),
      },
      { ...shared.get('quantity')!, foldUnder: 'totalAmount' },
      shared.get('totalAmount')!,
    ]
  }, [t, sharedFields])
}
