// What the back office adds when it invoices and ships an order (R-CONF-007, R-CONF-009,
// R-CONF-012, R-CONF-018: SO numbers, truck, packing list, logistics attachments, warehouse
// confirmation). The seed and the simulator both use these, so a simulated order looks like a
// seeded one. Deterministic: derived from the order.
import type { FileLink } from '../api/contracts/common'
import type { OrderProductPack } from '../api/contracts/order-entities'
import { addDays } from '../machines/order-lifecycle'
import type { BackOfficeDetails } from './event-records'
import { tinyPdf } from './file-content'
import type { OrderState } from './order-state'

const WAREHOUSES = ['Kho Tân Thuận', 'Kho Sóng Thần', 'Kho Bắc Ninh'] as const

/** SO numbers on invoicing (process, 3 to 4): a free-of-charge SO only when promotions give goods. */
export function invoicingDetails(state: OrderState): BackOfficeDetails {
  const year = state.createTime.slice(2, 4)
  const hasFoc = state.document.OrderProductList.some(
    (line) => line.IsPromotion && line.FocProductList.length > 0,
  )
  return {
    OrderSO: `SO${year}${String(state.id).padStart(6, '0')}`,
    FreeChargeOrderSO: hasFoc ? `FOC${year}${String(state.id).padStart(6, '0')}` : null,
  }
}

/** The packing list: every product the order moves (promotion lines expanded into their items). */
export function packingListOf(state: OrderState, shippedOn: string): OrderProductPack[] {
  const warehouse = WAREHOUSES[state.id % WAREHOUSES.length]!
  const batchDate = addDays(shippedOn, -10) ?? shippedOn
  const packs: OrderProductPack[] = []
  for (const line of state.document.OrderProductList) {
    if (!line.IsPromotion) {
      packs.push({
        ProductCode: line.ProductCode,
        ProductName: line.ProductName,
        Quantity: line.Quantity,
        WarehouseName: warehouse,
        BatchDate: batchDate,
        Note: null,
      })
      continue
    }
    for (const [items, note] of [
      [line.MainProductList, null],
      [line.FocProductList, 'FOC'],
    ] as const)
      for (const item of items)
        packs.push({
          ProductCode: item.ProductCode,
          ProductName: item.ProductName,
          Quantity: item.PromotionItemQuantity * line.Quantity,
          WarehouseName: warehouse,
          BatchDate: batchDate,
          Note: note,
        })
  }
  return packs
}

export const truckNumberOf = (orderId: number) => `51C-${String(10_000 + ((orderId * 7919) % 90_000))}`

/** The delivery note attached to a shipped order, as a small PDF. */
export function deliveryNoteOf(
  state: OrderState,
  shippedAt: string,
): { fileName: string; bytes: Uint8Array } {
  const doc = state.document
  return {
    fileName: `Delivery-note-${state.orderNumber}.pdf`,
    bytes: tinyPdf(`Delivery note ${state.orderNumber}`, [
      `Customer: ${doc.CustomerCode} ${doc.CustomerName}`,
      `Ship to: ${doc.ShippingAddress ?? '-'}`,
      `Shipped: ${shippedAt}   Truck: ${truckNumberOf(state.id)}`,
      `Cases: ${doc.Quantity}`,
      ...doc.OrderProductList.map(
        (line) => `${line.ProductCode}  ${line.ProductName_enUS}  x ${line.Quantity}`,
      ),
    ]),
  }
}

/**
 * Details on shipping (4 to 5): truck number and, once the warehouse confirmed the packing list,
 * the list itself and the logistics attachments (R-CONF-012, R-CONF-018).
 */
export function shippingDetails(
  state: OrderState,
  shippedAt: string,
  warehouseConfirmed: boolean,
  attachments: readonly FileLink[],
): BackOfficeDetails {
  return {
    TruckNo: truckNumberOf(state.id),
    WarehouseConfirmed: warehouseConfirmed ? 1 : 0,
    OrderProductPackList: warehouseConfirmed ? packingListOf(state, shippedAt.slice(0, 10)) : [],
    LogisticAttachments: attachments,
  }
}
