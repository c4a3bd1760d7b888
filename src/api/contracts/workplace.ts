// My workplace (R-WORK-001..003). The spec names no calls: these are ours.
import { Schema } from 'effect'
import { defineEndpoint } from '../endpoint'
import {
  Cases,
  Count,
  EntityId,
  FILE_NAME_MAX,
  inQuery,
  note,
  RequiredText,
  Text,
  URL_MAX,
  Vnd,
  WireDateTime,
  WireMonth,
} from './common'

export const TOP_PRODUCTS = 10

const Year = Schema.Int.pipe(
  Schema.between(2000, 2100),
  Schema.annotations({ identifier: 'Year', description: 'a calendar year, 2000..2100' }),
)
const MonthNumber = Schema.Int.pipe(Schema.between(1, 12))

const reportQuery = Schema.Struct({
  customerCode: Schema.optional(Text(50)).annotations({ description: "absent: all the user's companies" }),
  year: inQuery(Year),
})

export const MonthlySales = Schema.Struct({ Month: MonthNumber, Quantity: Cases, Amount: Vnd }).annotations({
  identifier: 'MonthlySales',
})

export const SalesPerformance = Schema.Struct({
  Year,
  TargetQuantity: Cases,
  AchievedQuantity: Cases,
  TargetAmount: Vnd,
  AchievedAmount: Vnd,
  MonthList: Schema.Array(MonthlySales),
}).annotations({ identifier: 'SalesPerformance' })
export type SalesPerformance = Schema.Schema.Type<typeof SalesPerformance>

/** One month of the pulse report: how busy ordering was. */
export const PulseReportRow = Schema.Struct({
  Month: WireMonth,
  OrderCount: Count,
  Quantity: Cases,
  Amount: Vnd,
}).annotations({ identifier: 'PulseReportRow' })
export type PulseReportRow = Schema.Schema.Type<typeof PulseReportRow>

export const TopProduct = Schema.Struct({
  Rank: Schema.Int.pipe(Schema.between(1, TOP_PRODUCTS)),
  ProductCode: Schema.String,
  ProductName: Schema.String,
  ProductName_enUS: Schema.String,
  Quantity: Cases,
  Amount: Vnd,
}).annotations({ identifier: 'TopProduct' })
export type TopProduct = Schema.Schema.Type<typeof TopProduct>

export const MonthlyInventory = Schema.Struct({
  Id: EntityId,
  CustomerCode: Schema.String,
  Month: WireMonth,
  FileName: Schema.String,
  FileURL: Schema.String,
  UploadTime: WireDateTime,
}).annotations({ identifier: 'MonthlyInventory' })
export type MonthlyInventory = Schema.Schema.Type<typeof MonthlyInventory>

export const GetSalesPerformance = defineEndpoint({
  name: 'Workplace.GetSalesPerformance',
  method: 'GET',
  path: 'api/Workplace/GetSalesPerformance',
  request: reportQuery,
  response: SalesPerformance,
  summary: "The year's sales against target, by month (R-WORK-001).",
})

export const GetPulseReport = defineEndpoint({
  name: 'Workplace.GetPulseReport',
  method: 'GET',
  path: 'api/Workplace/GetPulseReport',
  request: reportQuery,
  response: Schema.Array(PulseReportRow),
  summary: "The year's orders per month (R-WORK-001).",
})

export const GetTopProductList = defineEndpoint({
  name: 'Workplace.GetTopProductList',
  method: 'GET',
  path: 'api/Workplace/GetTopProductList',
  request: reportQuery,
  response: Schema.Array(TopProduct).pipe(Schema.maxItems(TOP_PRODUCTS)),
  summary: "The year's 10 most ordered products, by cases (R-WORK-002).",
})

export const GetMonthlyInventoryList = defineEndpoint({
  name: 'Workplace.GetMonthlyInventoryList',
  method: 'GET',
  path: 'api/Workplace/GetMonthlyInventoryList',
  request: reportQuery,
  response: Schema.Array(MonthlyInventory),
  summary: "The year's uploaded monthly inventories.",
})

export const UploadMonthlyInventoryRequest = Schema.Struct({
  customerCode: RequiredText(50),
  month: note(WireMonth, 'required: the month the inventory is for (R-WORK-003)'),
  fileUrl: note(RequiredText(URL_MAX), 'from Common.UploadPdfOrImage, which checks type and size'),
  fileName: RequiredText(FILE_NAME_MAX),
})
export type UploadMonthlyInventoryRequest = Schema.Schema.Type<typeof UploadMonthlyInventoryRequest>
export const UploadMonthlyInventory = defineEndpoint({
  name: 'Workplace.UploadMonthlyInventory',
  method: 'POST',
  path: 'api/Workplace/UploadMonthlyInventory',
  request: UploadMonthlyInventoryRequest,
  response: MonthlyInventory,
  summary: "Files an uploaded pdf or image as a company's inventory of a month (R-WORK-003).",
})

export const workplaceEndpoints = [
  GetSalesPerformance,
  GetPulseReport,
  GetTopProductList,
  GetMonthlyInventoryList,
  UploadMonthlyInventory,
] as const
