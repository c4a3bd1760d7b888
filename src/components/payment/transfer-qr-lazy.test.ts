// @vitest-environment node
// R-QR-006: the VietQR block is not on the first load of place order or of the order drawer.
// Following their static imports, each reaches the slot but neither the block, its machine, its
// styles nor the QR library; the slot imports the block, and the block the library, only with
// import(). `npm run size` measures the bytes on the built app.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, staticGraph } from '../../test/static-graph'

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

describe('the VietQR block loads when first shown', () => {
  it.each(['src/features/place-order/PlaceOrderPage.tsx', 'src/features/order-detail/OrderDetailDrawer.tsx'])(
    'R-QR-006 %s statically reaches the slot but not the block, its machine, styles or qrcode',
    (entry) => {
      const { files, packages } = staticGraph(entry)
      expect(files).toContain('src/components/payment/TransferQrSlot.tsx')
      for (const lazy of [
        'src/components/payment/TransferQr.tsx',
        'src/components/payment/transfer-qr.css',
        'src/machines/payment-voucher/vietqr.machine.ts',
      ])
        expect(files).not.toContain(lazy)
      expect([...packages].filter((p) => p.startsWith('qrcode'))).toEqual([])
    },
  )

  it('R-QR-006 the slot imports the block, and the block the QR library, only when they are needed', () => {
    expect(read('src/components/payment/TransferQrSlot.tsx')).toMatch(/import\('\.\/TransferQr'\)/)
    expect(read('src/components/payment/TransferQr.tsx')).toMatch(/await import\('qrcode'\)/)
    expect(staticGraph('src/components/payment/TransferQr.tsx').packages).not.toContain('qrcode')
  })
})
