// The monthly inventory upload (R-WORK-003, R-WORK-006, decision 0241): the month
// first, then a pdf or an image under 10 MB; while it is sent a progress bar; a refusal or a
// failure says why and keeps the month and the file chosen. Below, the uploads of the year by
// month, each with view (the file fetched with the token, decision 0243) and replace.
import { ProgressBar } from '../../components/ProgressBar'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { TOAST_LIFE_MS } from '../../api/error-catalogue'
import { openFileInNewTab } from '../../api/file-blob'
import type { CustomerRef } from '../../api/contracts/auth'
import type { MonthlyInventory } from '../../api/contracts/workplace'
import { FilePicker } from '../../components/FilePicker'
import { NativeSelect } from '../../components/NativeSelect'
import { unavailableClass, unavailableWhile } from '../../components/unavailable'
import { formatMonth, lngOf, screenDate } from '../../lib/format'
import { notify } from '../../lib/notify'
import { inventoryMonths, type WorkplaceEvent, type WorkplaceSnapshot } from '../../machines/workplace'

export interface InventoryUploadProps {
  readonly snapshot: WorkplaceSnapshot
  readonly send: (event: WorkplaceEvent) => void
  readonly customers: readonly CustomerRef[]
}

export function InventoryUpload({ snapshot, send, customers }: InventoryUploadProps) {
  const { t, i18n } = useTranslation('workplace')
  const lng = lngOf(i18n.language)
  const fileButton = useRef<HTMLButtonElement>(null)
  const { context } = snapshot
  const busy = !snapshot.matches({ upload: 'editing' })
  const canSubmit = !busy && snapshot.can({ type: 'upload.submit' })
  const problem = context.problem
  const replace = (row: MonthlyInventory) => {
    send({ type: 'upload.replace', customerCode: row.CustomerCode, month: row.Month })
    fileButton.current?.focus()
  }
  const view = (row: MonthlyInventory) => {
    openFileInNewTab(row.FileURL).catch(() =>
      notify({
        severity: 'error',
        key: 'workplace:upload.viewFailed',
        params: { name: row.FileName },
        life: TOAST_LIFE_MS.http,
      }),
    )
  }
  const inventories = context.figures?.inventories ?? []
  return (
    <section className="workplace-card workplace-upload" aria-labelledby="workplace-upload-title">
      <h2 id="workplace-upload-title">{t('upload.title')}</h2>
      <p className="workplace-caption">{t('upload.intro')}</p>
      <div className="workplace-upload-form">
        <label htmlFor="inventory-company">{t('upload.company')}</label>
        <NativeSelect
          id="inventory-company"
          value={context.uploadCompany}
          options={customers.map((c) => ({
            value: c.CustomerCode,
            label: `${c.CustomerCode} - ${c.CustomerName}`,
          }))}
          disabled={busy}
          onChange={(code) => send({ type: 'upload.company', code })}
        />
        <label htmlFor="inventory-month">{t('upload.month')}</label>
        <NativeSelect
          id="inventory-month"
          value={context.month}
          placeholder={t('upload.monthPlaceholder')}
          options={inventoryMonths(context.currentMonth).map((m) => ({
            value: m,
            label: formatMonth(m, lng),
          }))}
          disabled={busy}
          invalid={problem === 'noMonth' || problem === 'futureMonth'}
          describedBy={problem ? 'inventory-problem' : undefined}
          onChange={(month) => send({ type: 'upload.month', month })}
        />
        <label htmlFor="inventory-file">{t('upload.file')}</label>
        {/* The app's translated button and the chosen name, not the browser's (R-UPL-010). */}
        <FilePicker
          inputId="inventory-file"
          ref={fileButton}
          label={t('upload.choose')}
          accept=".pdf,.jpg,.jpeg,.png,.gif,.bmp,.webp"
          disabled={busy}
          invalid={problem === 'wrongType' || problem === 'tooLarge' || problem === 'noFile'}
          describedBy={problem ? 'inventory-problem' : 'inventory-file-hint'}
          chosen={context.file?.name ?? t('upload.noFile')}
          onFiles={(files) => send({ type: 'upload.file', file: files[0] ?? null })}
        />
        <span id="inventory-file-hint" className="workplace-hint">
          {t('upload.fileHint')}
        </span>
        <button
          type="button"
          className={unavailableClass('p-button', !canSubmit)}
          // Sending, it keeps the focus (decision 0330).
          {...unavailableWhile(!canSubmit, () => send({ type: 'upload.submit' }), busy)}
        >
          {t('upload.submit')}
        </button>
      </div>
      <div className="workplace-upload-status" aria-live="polite">
        {busy ? (
          <>
            <span>{t('upload.sending', { name: context.file?.name ?? '' })}</span>
            <ProgressBar
              mode="indeterminate"
              style={{ height: '0.5rem' }}
              aria-label={t('upload.progress')}
            />
          </>
        ) : null}
        {problem ? (
          <p id="inventory-problem" className="workplace-error" role="alert">
            {t(`upload.problem.${problem}`, {
              month: formatMonth(context.month, lng),
              name: context.file?.name ?? '',
            })}
          </p>
        ) : null}
        {context.uploadFailed ? (
          <p className="workplace-error" role="alert">
            {t('upload.failed')}
          </p>
        ) : null}
        {context.uploaded ? (
          <p className="workplace-success">
            {t('upload.done', {
              month: formatMonth(context.uploaded.Month, lng),
              code: context.uploaded.CustomerCode,
            })}
          </p>
        ) : null}
      </div>
      <h3>{t('upload.listTitle', { year: context.year })}</h3>
      {inventories.length === 0 ? (
        <p className="workplace-empty">{t('upload.empty')}</p>
      ) : (
        <table className="workplace-table" data-testid="inventory-list">
          <thead>
            <tr>
              <th scope="col">{t('table.month')}</th>
              <th scope="col">{t('upload.companyColumn')}</th>
              <th scope="col">{t('upload.fileColumn')}</th>
              <th scope="col">{t('upload.timeColumn')}</th>
              <th scope="col">{t('upload.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {inventories.map((row) => (
              <tr key={row.Id} data-month={row.Month}>
                <th scope="row">{formatMonth(row.Month, lng)}</th>
                <td>{row.CustomerCode}</td>
                <td>{row.FileName}</td>
                <td>{`${screenDate(row.UploadTime.slice(0, 10))} ${row.UploadTime.slice(11, 16)}`}</td>
                <td className="workplace-actions">
                  <button
                    type="button"
                    className="p-button p-button-sm p-button-text"
                    onClick={() => view(row)}
                  >
                    {t('upload.view')}
                    <span className="visually-hidden"> {row.FileName}</span>
                  </button>
                  <button
                    type="button"
                    className={unavailableClass('p-button p-button-sm p-button-text', busy)}
                    // While a file is sent it keeps the focus (decision 0330); inline, as the
                    // press moves the focus through a ref (react-hooks/refs).
                    aria-disabled={busy || undefined}
                    onClick={busy ? undefined : () => replace(row)}
                  >
                    {t('upload.replace')}
                    <span className="visually-hidden"> {formatMonth(row.Month, lng)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
