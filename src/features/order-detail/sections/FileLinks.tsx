// An order's files as links that open in a new window with the portal's session cookie (R-UPL-003);
// a file with no URL yet says so (R-UPL-001).
import { useTranslation } from 'react-i18next'
import './confirmed-sections.css'

export interface FileLinksProps {
  readonly files: readonly { readonly name: string; readonly url: string }[]
  readonly none: string
}

export function FileLinks({ files, none }: FileLinksProps) {
  const { t } = useTranslation('confirmedDetail')
  if (files.length === 0) return <span className="confirmed-detail__muted">{none}</span>
  return (
    <ul className="confirmed-detail__files">
      {files.map((file, i) => (
        <li key={`${file.url}-${i}`}>
          {file.url === '' ? (
            <span>
              {file.name} ({t('support.UploadFilesUncompleteWarning')})
            </span>
          ) : (
            <a href={file.url} target="_blank" rel="noopener noreferrer">
              <span className="pi pi-paperclip" aria-hidden="true" /> {file.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
