// Where a screen puts the VietQR (R-QR-004, R-QR-006): the block's code, its styles and the QR
// library download when it is first shown, so the drawer and place order grow by this file only.
import { LazyPart, useLazyPart } from '../LazyPart'
import type { TransferQrProps } from './TransferQr'
import { withTexts } from '../../i18n/with-texts'

const loadBlock = withTexts(['vietQr'], () => import('./TransferQr'))

export function TransferQrSlot(props: TransferQrProps) {
  const { Part: Block, retry } = useLazyPart(loadBlock)
  return (
    <LazyPart onFail={retry}>
      <Block {...props} />
    </LazyPart>
  )
}
