// The workplace machine's side effects (decision 0240): each actor is calls of the request layer,
// which has shown a toast for any failure; the machine keeps what the user chose.
import { perAction } from '../../api/idempotency'
import { fromPromise } from 'xstate'
import type { ApiClient } from '../../api/client'
import type { UploadedFile } from '../../api/contracts/files'
import {
  GetMonthlyInventoryList,
  GetPulseReport,
  GetSalesPerformance,
  GetTopProductList,
  UploadMonthlyInventory,
  type MonthlyInventory,
  type UploadMonthlyInventoryRequest,
} from '../../api/contracts/workplace'
import {
  workplaceMachine,
  type FiguresQuery,
  type PickedFile,
  type WorkplaceFigures,
} from '../../machines/workplace'

export type WorkplaceClient = Pick<ApiClient, 'call'>

export function provideWorkplace(client: WorkplaceClient) {
  // One key per user action, the same for its retries (R-API-050, decision 0356).
  // The file endpoint loads with the first upload, not with the page (decision 0397).
  const upload = perAction(async (file: Blob, key) => {
    const { UploadPdfOrImage } = await import('../../api/contracts/files')
    return client.call(UploadPdfOrImage, { file }, { idempotencyKey: key })
  })
  const file = perAction((input: UploadMonthlyInventoryRequest, key) =>
    client.call(UploadMonthlyInventory, input, { idempotencyKey: key }),
  )
  return workplaceMachine.provide({
    actors: {
      loadFigures: fromPromise<WorkplaceFigures, FiguresQuery>(async ({ input }) => {
        // '' asks for all the user's companies: the parameter is left out.
        const query = {
          year: input.year,
          ...(input.customerCode === '' ? {} : { customerCode: input.customerCode }),
        }
        const [sales, pulse, top, inventories] = await Promise.all([
          client.call(GetSalesPerformance, query),
          client.call(GetPulseReport, query),
          client.call(GetTopProductList, query),
          client.call(GetMonthlyInventoryList, query),
        ])
        return { sales, pulse, top, inventories }
      }),
      uploadFile: fromPromise<UploadedFile, { file: PickedFile }>(({ input }) => {
        if (!(input.file instanceof Blob)) return Promise.reject(new Error('no file to send'))
        return upload(input.file)
      }),
      fileInventory: fromPromise<MonthlyInventory, UploadMonthlyInventoryRequest>(({ input }) => file(input)),
    },
  })
}
