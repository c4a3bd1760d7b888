// Company templates (R-TPL-001..008, decision 0366): named product lists a company keeps and every
// user of it orders from, for the customer codes that user may order for. The name is sent trimmed
// (1..60 characters; the client trims it), the lines bounded like an order's; what the rules file
// judges beyond shape (a unique name, products sold, whose it is to change) the backend answers
// with its own messages.
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import { EntityId, inQuery, NoData, note, RequiredText, Text, WireDateTime } from './common'
import {
  TEMPLATE_LINES_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_QUANTITY_MAX,
  TEMPLATES_PER_COMPANY_MAX,
} from './template-bounds'

const PRODUCT_CODE_MAX = 50
const CUSTOMER_CODE_MAX = 50
const PERSON_NAME_MAX = 100
/** A user sees the templates of every company of theirs: a few companies' worth. */
const TEMPLATES_LISTED_MAX = TEMPLATES_PER_COMPANY_MAX * 10

export const TemplateName = Schema.Trimmed.pipe(
  Schema.minLength(1),
  Schema.maxLength(TEMPLATE_NAME_MAX),
  Schema.annotations({
    identifier: 'TemplateName',
    description: `trimmed, 1..${TEMPLATE_NAME_MAX} characters; unique in the company without regard to case (R-TPL-002)`,
  }),
)

export const TemplateLine = Schema.Struct({
  ProductCode: RequiredText(PRODUCT_CODE_MAX),
  Quantity: note(
    Schema.Int.pipe(Schema.between(1, TEMPLATE_QUANTITY_MAX)),
    `cases, 1..${TEMPLATE_QUANTITY_MAX}`,
  ),
}).annotations({ identifier: 'TemplateLine' })
export type TemplateLine = Schema.Schema.Type<typeof TemplateLine>

const TemplateLines = Schema.Array(TemplateLine).pipe(Schema.minItems(1), Schema.maxItems(TEMPLATE_LINES_MAX))

export const OrderTemplate = Schema.Struct({
  Id: EntityId,
  Name: Text(TEMPLATE_NAME_MAX),
  CustomerCode: Text(CUSTOMER_CODE_MAX),
  Company: note(
    Text(CUSTOMER_CODE_MAX),
    "the company's main customer code: names are unique within it (R-TPL-002)",
  ),
  ShippingAddressId: Schema.NullOr(EntityId),
  Lines: Schema.Array(TemplateLine).pipe(Schema.maxItems(TEMPLATE_LINES_MAX)),
  AuthorName: Text(PERSON_NAME_MAX),
  UpdateTime: WireDateTime,
  CanChange: note(
    Schema.Boolean,
    'the caller may rename, update and delete it: its author or a Main role (R-TPL-005)',
  ),
}).annotations({ identifier: 'OrderTemplate' })
export type OrderTemplate = Schema.Schema.Type<typeof OrderTemplate>

const cartFields = {
  customerCode: RequiredText(CUSTOMER_CODE_MAX),
  shippingAddressId: Schema.NullOr(EntityId),
  lines: TemplateLines,
}

export const GetTemplates = defineEndpoint({
  name: 'Template.List',
  method: 'GET',
  path: 'api/Template/List',
  request: NoInput,
  response: Schema.Array(OrderTemplate).pipe(Schema.maxItems(TEMPLATES_LISTED_MAX)),
  summary:
    "The templates of the user's companies for the customer codes the user may order for (R-TPL-001, R-PERM-011), by name.",
})

export const GetTemplateRequest = Schema.Struct({ templateId: inQuery(EntityId) })
export const GetTemplate = defineEndpoint({
  name: 'Template.Get',
  method: 'GET',
  path: 'api/Template/Get',
  request: GetTemplateRequest,
  response: OrderTemplate,
  summary: 'One template the user may order from (R-TPL-001); any other is not found.',
})

export const CreateTemplateRequest = Schema.Struct({ name: TemplateName, ...cartFields })
export const CreateTemplate = defineEndpoint({
  name: 'Template.Create',
  method: 'POST',
  path: 'api/Template/Create',
  request: CreateTemplateRequest,
  response: OrderTemplate,
  summary: "Saves a cart as a named template of its customer code's company (R-TPL-001, R-TPL-002).",
})

export const CreateTemplateFromOrderRequest = Schema.Struct({ name: TemplateName, orderId: EntityId })
export const CreateTemplateFromOrder = defineEndpoint({
  name: 'Template.CreateFromOrder',
  method: 'POST',
  path: 'api/Template/CreateFromOrder',
  request: CreateTemplateFromOrderRequest,
  response: OrderTemplate,
  summary: "Saves one of the user's orders as a named template: its code, address and lines (R-TPL-003).",
})

export const RenameTemplateRequest = Schema.Struct({ templateId: EntityId, name: TemplateName })
export const RenameTemplate = defineEndpoint({
  name: 'Template.Rename',
  method: 'POST',
  path: 'api/Template/Rename',
  request: RenameTemplateRequest,
  response: OrderTemplate,
  summary: 'Renames a template: its author or a Main role only (R-TPL-002, R-TPL-005).',
})

export const UpdateTemplateRequest = Schema.Struct({ templateId: EntityId, ...cartFields })
export const UpdateTemplate = defineEndpoint({
  name: 'Template.Update',
  method: 'POST',
  path: 'api/Template/Update',
  request: UpdateTemplateRequest,
  response: OrderTemplate,
  summary:
    "Replaces a template's lines with a cart's: its author or a Main role only (R-TPL-004, R-TPL-005).",
})

export const DeleteTemplateRequest = Schema.Struct({ templateId: EntityId })
export const DeleteTemplate = defineEndpoint({
  name: 'Template.Delete',
  method: 'POST',
  path: 'api/Template/Delete',
  request: DeleteTemplateRequest,
  response: NoData,
  summary: 'Deletes a template: its author or a Main role only (R-TPL-005).',
})

export const templateEndpoints = [
  GetTemplates,
  GetTemplate,
  CreateTemplate,
  CreateTemplateFromOrder,
  RenameTemplate,
  UpdateTemplate,
  DeleteTemplate,
] as const
