// Names for the catalogue's filters and tags: product formats, categories and promotion types, in
// both languages. They only label what the products already carry (FormatId, CategoryId,
// PromotionTypeName), so a failed load leaves the screen working with plainer labels.
import { useEffect, useState } from 'react'
import { GetCategoryList, GetProductFormatList, GetPromotionTypeList } from '../../api/contracts/content'
import type { ProductCategory, ProductFormat, PromotionType } from '../../api/contracts/product-entities'
import type { PlaceOrderClient } from './place-order.wiring'

export interface ReferenceData {
  readonly formats: readonly ProductFormat[]
  readonly categories: readonly ProductCategory[]
  readonly promotionTypes: readonly PromotionType[]
}

export const NO_REFERENCE_DATA: ReferenceData = { formats: [], categories: [], promotionTypes: [] }

export function useReferenceData(client: PlaceOrderClient): ReferenceData {
  const [data, setData] = useState<ReferenceData>(NO_REFERENCE_DATA)
  useEffect(() => {
    let live = true
    const settle = <T>(promise: Promise<readonly T[]>): Promise<readonly T[]> => promise.catch(() => [])
    void Promise.all([
      settle(client.call(GetProductFormatList, {})),
      settle(client.call(GetCategoryList, {})),
      settle(client.call(GetPromotionTypeList, {})),
    ]).then(([formats, categories, promotionTypes]) => {
      if (live) setData({ formats, categories, promotionTypes })
    })
    return () => {
      live = false
    }
  }, [client])
  return data
}

/** A format's name in the active language, or null when the list does not have it. */
export function formatNameOf(reference: ReferenceData, formatId: number, lng: 'vi' | 'en'): string | null {
  const found = reference.formats.find((f) => f.FormatId === formatId)
  if (found === undefined) return null
  return lng === 'en'
    ? found.FormatName_EN || found.FormatName_VN
    : found.FormatName_VN || found.FormatName_EN
}
