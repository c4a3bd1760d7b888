// The templates' calls (R-TPL-001..005, decision 0366), shared by the templates screen and the
// save dialog of place order and the order drawer: every write carries one Idempotency-Key per
// user action, the same for its retries (R-API-050, decision 0356).
import type { ApiClient } from '../../api/client'
import { perAction } from '../../api/idempotency'
import {
  CreateTemplate,
  CreateTemplateFromOrder,
  DeleteTemplate,
  GetTemplates,
  RenameTemplate,
  UpdateTemplate,
  type OrderTemplate,
} from '../../api/contracts/template'
import type { SaveRequest } from '../../machines/templates'

export type TemplateClient = Pick<ApiClient, 'call'>

const linesOf = (lines: readonly { productCode: string; quantity: number }[]) =>
  lines.map((l) => ({ ProductCode: l.productCode, Quantity: l.quantity }))

export function templateIO(client: TemplateClient) {
  return {
    list: (): Promise<readonly OrderTemplate[]> => client.call(GetTemplates, {}),
    save: perAction((request: SaveRequest, key): Promise<OrderTemplate> => {
      const options = { idempotencyKey: key }
      if (request.kind === 'replace') {
        const { customerCode, shippingAddressId, lines } = request.source
        const body = {
          templateId: request.templateId,
          customerCode,
          shippingAddressId,
          lines: linesOf(lines),
        }
        return client.call(UpdateTemplate, body, options)
      }
      const { source, name } = request
      if (source.kind === 'order')
        return client.call(CreateTemplateFromOrder, { name, orderId: source.orderId }, options)
      const { customerCode, shippingAddressId, lines } = source
      return client.call(
        CreateTemplate,
        { name, customerCode, shippingAddressId, lines: linesOf(lines) },
        options,
      )
    }),
    rename: perAction((input: { templateId: number; name: string }, key) =>
      client.call(RenameTemplate, input, { idempotencyKey: key }),
    ),
    remove: perAction((input: { templateId: number }, key) =>
      client.call(DeleteTemplate, input, { idempotencyKey: key }),
    ),
  }
}
