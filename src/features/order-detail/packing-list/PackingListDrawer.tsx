// The packing-list drawer (R-CONF-009, R-CONF-019, R-CONST-005):
// the lines (product code and name, quantity, warehouse, batch date, note) on a sheet watermarked
// with the customer's name; Print prints only this sheet (a print stylesheet hides the rest of the
// page) and Export PDF sends the sheet's HTML to the export service through the server, whose
// client secret never reaches the bundle (api/ExportService/HtmlToPdf).
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from '../../../components/Button'
import { ActionButton } from '../../../components/ActionButton'
import { ModalDrawer } from '../../../components/ModalDrawer'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../../api/client'
import { HtmlToPdf } from '../../../api/contracts/files'
import type { Order } from '../../../api/contracts/order-entities'
import { formatCount, lngOf, screenDate } from '../../../lib/format'
import { inspect } from '../../../lib/inspection'
import { packingExportMachine } from '../../../machines/support'
import { watermarkTile } from './watermark'
import './packing-list.css'

export interface PackingListDrawerProps {
  readonly order: Order
  readonly visible: boolean
  readonly client: Pick<ApiClient, 'download'>
  readonly onHide: () => void
}

export function PackingListDrawer({ order, visible, client, onHide }: PackingListDrawerProps) {
  const { t, i18n } = useTranslation('confirmedDetail')
  const lng = lngOf(i18n.language)
  const sheet = useRef<HTMLDivElement>(null)
  const customer = `${order.CustomerCode} ${order.CustomerName}`
  const tile = useMemo(() => (visible ? watermarkTile(customer) : undefined), [visible, customer])
  const exporter = useActorRef(
    packingExportMachine.provide({
      actors: {
        exportPdf: fromPromise<string, { html: string; fileName: string }>(({ input }) =>
          client.download(HtmlToPdf, input, 'pdf'),
        ),
      },
    }),
    { inspect },
  )
  const exporting = useSelector(exporter, (s) => s.matches('exporting'))
  const title = t('packingList.title', { orderNumber: order.OrderNumber })

  return (
    <ModalDrawer
      visible={visible}
      position="right"
      onHide={onHide}
      className="packing-list-drawer"
      aria-label={title}
    >
      <div className="packing-list__actions">
        <Button
          type="button"
          icon="pi pi-print"
          label={t('packingList.print')}
          onClick={() => window.print()}
        />
        <ActionButton
          type="button"
          outlined
          icon="pi pi-file-pdf"
          label={exporting ? t('packingList.exporting') : t('packingList.export')}
          loading={exporting}
          onClick={() =>
            exporter.send({
              type: 'export',
              html: sheet.current?.outerHTML ?? '',
              fileName: `PackingList_${order.OrderNumber}.pdf`,
            })
          }
        />
      </div>
      <div
        ref={sheet}
        className="packing-list__sheet"
        style={tile ? { backgroundImage: `url(${tile})` } : undefined}
        data-watermark={customer}
      >
        <h2>{title}</h2>
        <p>
          {t('packingList.customer')}: {customer}
        </p>
        {order.OrderProductPackList.length === 0 ? (
          <p>{t('packingList.empty')}</p>
        ) : (
          <table className="packing-list__table">
            <thead>
              <tr>
                <th scope="col">{t('packingList.code')}</th>
                <th scope="col">{t('packingList.name')}</th>
                <th scope="col">{t('packingList.quantity')}</th>
                <th scope="col">{t('packingList.warehouse')}</th>
                <th scope="col">{t('packingList.batchDate')}</th>
                <th scope="col">{t('packingList.note')}</th>
              </tr>
            </thead>
            <tbody>
              {order.OrderProductPackList.map((line, i) => (
                <tr key={`${line.ProductCode}-${i}`}>
                  <td>{line.ProductCode}</td>
                  <td>{line.ProductName}</td>
                  <td>{formatCount(line.Quantity, lng)}</td>
                  <td>{line.WarehouseName}</td>
                  <td>{screenDate(line.BatchDate)}</td>
                  <td>{line.Note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </ModalDrawer>
  )
}
