// Customer calls (R-PROF-003, R-ORD-006, R-QA-003): companies with their child codes, shipping
// addresses, and the customer's own questions (the top bar's Q&A drawer).
import { Schema } from 'effect'
import { defineEndpoint, NoInput } from '../endpoint'
import { CustomerRef } from './auth'
import { EntityId, FileLink, FileRef, inQuery, NoData, note, RequiredText, WireDateTime } from './common'

export const QUESTION_MAX = 2000
export const QUESTION_ATTACHMENTS_MAX = 10

/** A company with its child codes (R-PROF-003). */
export const Customer = Schema.Struct({
  CustomerCode: Schema.String,
  CustomerName: Schema.String,
  CustomerTypeId: Schema.Int,
  CustomerTypeName: note(Schema.String, "'Distributor' or another kind (R-PERM-004)"),
  TermsOfPayment: Schema.String,
  ParentCustomerCode: Schema.NullOr(Schema.String),
  ChildCustomerList: Schema.Array(CustomerRef),
}).annotations({ identifier: 'Customer' })
export type Customer = Schema.Schema.Type<typeof Customer>

/** Address types: the place-order screen asks for 2, shipping (R-ORD-006). */
export const ADDRESS_TYPES = { invoice: 1, shipping: 2 } as const
export const AddressType = Schema.Literal(ADDRESS_TYPES.invoice, ADDRESS_TYPES.shipping).annotations({
  identifier: 'AddressType',
  description: '1 invoice, 2 shipping',
})

export const ShippingAddress = Schema.Struct({
  Id: EntityId,
  ShippingAddress: Schema.String,
  CustomerCode: Schema.String,
  AddressType,
  ContactName: Schema.NullOr(Schema.String),
  ContactMobile: Schema.NullOr(Schema.String),
  IsDefault: Schema.Boolean,
}).annotations({ identifier: 'ShippingAddress' })
export type ShippingAddress = Schema.Schema.Type<typeof ShippingAddress>

export const QaReply = Schema.Struct({
  ReplyId: EntityId,
  ReplyContent: Schema.String,
  CreateTime: WireDateTime,
  ReplyAttachments: Schema.Array(FileLink),
}).annotations({ identifier: 'QaReply' })
export type QaReply = Schema.Schema.Type<typeof QaReply>

/** A question with its replies (R-QA-001). */
export const QaItem = Schema.Struct({
  Id: EntityId,
  QuestionId: EntityId,
  Question: Schema.String,
  CreateTime: WireDateTime,
  QuestionAttachments: Schema.Array(FileLink),
  ReplyList: Schema.Array(QaReply),
  ProductCode: Schema.optional(Schema.String).annotations({
    description: 'the product the question is about, when known: its picture shows beside it (decision 0345)',
  }),
}).annotations({ identifier: 'QaItem' })
export type QaItem = Schema.Schema.Type<typeof QaItem>

export const GetCustomerList = defineEndpoint({
  name: 'Customer.GetCustomerList',
  method: 'GET',
  path: 'api/Customer/GetCustomerList',
  request: NoInput,
  response: Schema.Array(Customer),
  summary: "The user's companies with their child codes (R-API-008, R-PROF-003).",
})

export const GetShippingAddressListRequest = Schema.Struct({
  customerCode: RequiredText(50),
  addressType: note(inQuery(AddressType), 'the place-order screen sends 2'),
})
export const GetShippingAddressList = defineEndpoint({
  name: 'Customer.GetShippingAddressList',
  method: 'GET',
  path: 'api/Customer/GetShippingAddressList',
  request: GetShippingAddressListRequest,
  response: Schema.Array(ShippingAddress),
  summary: "A company's addresses of one type (R-ORD-006, R-API-030).",
})

export const SendCustomerQuestionRequest = Schema.Struct({
  question: RequiredText(QUESTION_MAX),
  questionAttachments: Schema.Array(FileRef).pipe(Schema.maxItems(QUESTION_ATTACHMENTS_MAX)),
})
export type SendCustomerQuestionRequest = Schema.Schema.Type<typeof SendCustomerQuestionRequest>
export const SendCustomerQuestion = defineEndpoint({
  name: 'Customer.SendCustomerQuestion',
  method: 'POST',
  path: 'api/Customer/SendCustomerQuestion',
  request: SendCustomerQuestionRequest,
  response: NoData,
  summary: 'Sends a question, with optional uploaded attachments (R-QA-003).',
})

export const GetMyQuestionHistory = defineEndpoint({
  name: 'Customer.GetMyQuestionHistory',
  method: 'GET',
  path: 'api/Customer/GetMyQuestionHistory',
  request: NoInput,
  response: Schema.Array(QaItem),
  summary: "The user's questions with their replies, newest first (R-QA-003).",
})

export const customerEndpoints = [
  GetCustomerList,
  GetShippingAddressList,
  SendCustomerQuestion,
  GetMyQuestionHistory,
] as const
