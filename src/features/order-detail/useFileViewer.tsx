// Viewing a voucher (R-UPL-001..003, decision 0202): a file with no URL yet warns;
// otherwise it is fetched as a Blob with the token (the mock serves files only to its own pages,
// and a real API wants the token too) and shown through an object URL: an image in the preview
// dialog, anything else as a PDF in a new tab. The tab is opened at the click, before the fetch, so
// the browser does not block it; an image closes it again. Closing keeps the image and its title
// until another replaces it: the dialog stays in the page for its closing animation, and a dialog
// with an empty title has no accessible name (axe's aria-dialog-name, R-A11Y-001).
import { Dialog } from 'primereact/dialog'
import '../../components/prime-locale'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '../../lib/notify'
import { fileViewOf } from '../../machines/payment-voucher/payment-voucher.rules'
import type { OrderDetailIO } from './order-detail-io'

interface Preview {
  readonly name: string
  readonly url: string
}

export function useFileViewer(io: Pick<OrderDetailIO, 'fetchFile'>) {
  const { t } = useTranslation('orderDetail')
  const [preview, setPreview] = useState<Preview | null>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => () => (preview === null ? undefined : URL.revokeObjectURL(preview.url)), [preview])

  const view = useCallback(
    async (file: {
      readonly url: string | null
      readonly fileName: string | null
      readonly label: string
    }) => {
      if (file.url === null) {
        notify({ severity: 'warn', key: 'orderDetail:messages.UploadFilesUncompleteWarning', life: 3000 })
        return
      }
      const known = file.fileName === null ? undefined : fileViewOf(file.fileName, '')
      const tab = known === 'preview' ? null : window.open('', '_blank')
      try {
        const blob = await io.fetchFile(file.url)
        if (fileViewOf(file.fileName, blob.type) === 'preview') {
          tab?.close()
          setPreview({ name: file.label, url: URL.createObjectURL(blob) })
          setOpen(true)
        } else {
          const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }))
          if (tab) tab.location.href = url
          else window.open(url, '_blank')
          setTimeout(() => URL.revokeObjectURL(url), 60_000)
        }
      } catch {
        tab?.close() // the request layer showed why
      }
    },
    [io],
  )

  const dialog = (
    <Dialog
      visible={open && preview !== null}
      onHide={() => setOpen(false)}
      header={preview === null ? '' : t('preview.title', { name: preview.name })}
      style={{ width: 'min(90vw, 900px)' }}
    >
      {preview === null ? null : (
        <img src={preview.url} alt={preview.name} className="order-detail__preview-image" />
      )}
    </Dialog>
  )
  return { view, dialog }
}
