// The back office's bank statement import (R-BANK-007..009, decision 0369): pick a file, map its
// columns when its headers are not recognised, see each line's verdict, import, see the moved
// orders and the lines for a person. The steps are the statement import machine's states; reading
// the file and the backend's judgement (Sim.BankStatement) are its actors, provided here.
import { useActorRef, useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { api } from '../../../api/client'
import {
  GetBankStatementSample,
  ImportBankStatement,
  type StatementLineVerdict,
  type StatementResult,
} from '../../../api/contracts/bank-statement'
import { ActionButton } from '../../../components/ActionButton'
import { FilePicker } from '../../../components/FilePicker'
import { NativeSelect } from '../../../components/NativeSelect'
import {
  STATEMENT_FIELDS,
  statementImportMachine,
  type StatementLine,
} from '../../../machines/bank-statement'
import { formatVnd, lngOf } from '../../../lib/format'
import { inspect } from '../../../lib/inspection'
import { ordersChanged } from '../../../lib/orders-changed'
import { readStatementFile, sampleCsv, sampleXlsx, saveSample } from './statement-files'
import './statement.css'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const wire = (lines: readonly StatementLine[]) =>
  lines.map((l) => ({ Date: l.date, Amount: l.amount, Content: l.content, Reference: l.reference }))

const machine = statementImportMachine.provide({
  actors: {
    readFile: fromPromise(({ input }) => readStatementFile(input)),
    judgeStatement: fromPromise(({ input }) =>
      api.call(ImportBankStatement, { mode: input.mode, lines: wire(input.lines) }),
    ),
  },
  actions: { ordersMoved: () => ordersChanged.publish() },
})

export default function StatementImport() {
  const { t, i18n } = useTranslation('bankStatement')
  const lng = lngOf(i18n.language)
  const id = useId()
  const actor = useActorRef(machine, { inspect })
  const state = useSelector(actor, (s) => s)
  const { file, problem, table, mapping, lines, preview, result } = state.context
  const name = file?.name ?? ''
  const [saving, setSaving] = useState(false)

  async function downloadSample(kind: 'csv' | 'xlsx') {
    setSaving(true)
    try {
      const sample = await api.call(GetBankStatementSample, {})
      const fileName = `${t('sampleName')}.${kind}`
      if (kind === 'csv') saveSample(sampleCsv(sample.Lines), fileName, 'text/csv;charset=utf-8')
      else saveSample(await sampleXlsx(sample.Lines), fileName, XLSX_TYPE)
    } finally {
      setSaving(false)
    }
  }

  const verdictText = (v: StatementLineVerdict) =>
    t(`verdict.${v.Verdict}`, {
      orderNumber: v.OrderNumber ?? '',
      expected: v.Expected === null ? '' : formatVnd(v.Expected, lng),
    })

  return (
    <div className="statement-import">
      <p className="simulator-hint">{t('hint')}</p>
      <div className="simulator-row">
        <label htmlFor={`${id}-file`} className="simulator-label">
          {t('file')}
        </label>
        <FilePicker
          inputId={`${id}-file`}
          label={t('pick')}
          small
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          invalid={problem !== null}
          {...(problem ? { describedBy: `${id}-problem` } : {})}
          chosen={file ? t('chosen', { name }) : t('noFile')}
          onFiles={(files) => {
            if (files[0]) actor.send({ type: 'file.choose', file: files[0] })
          }}
        />
      </div>
      <div className="simulator-row">
        <span className="simulator-label">{t('sample')}:</span>
        <ActionButton
          label={t('sampleCsv')}
          icon="pi pi-download"
          size="small"
          text
          disabled={saving}
          onClick={() => void downloadSample('csv')}
        />
        <ActionButton
          label={t('sampleXlsx')}
          icon="pi pi-download"
          size="small"
          text
          disabled={saving}
          onClick={() => void downloadSample('xlsx')}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} className="statement-problem" role="alert">
          {t(`problem.${problem}`, { name })}
        </p>
      )}
      <div aria-live="polite">
        {state.matches('reading') && <p>{t('reading', { name })}</p>}
        {state.matches('previewing') && <p>{t('preview.judging')}</p>}
        {state.matches('importing') && <p>{t('importing')}</p>}
      </div>

      {state.matches('mapping') && table && (
        <section aria-labelledby={`${id}-mapping`} className="statement-step">
          <h4 id={`${id}-mapping`}>{t('mapping.title')}</h4>
          <p className="simulator-hint">{t('mapping.hint')}</p>
          <div className="statement-mapping">
            {STATEMENT_FIELDS.map((field) => (
              <div key={field} className="statement-mapping-field">
                <label htmlFor={`${id}-${field}`} className="simulator-label">
                  {t(`mapping.fields.${field}`)}
                </label>
                <NativeSelect
                  id={`${id}-${field}`}
                  value={mapping[field]}
                  options={[
                    { label: t('mapping.none'), value: null },
                    ...table.headers.map((header, i) => ({
                      label: header || t('mapping.column', { n: i + 1 }),
                      value: i,
                    })),
                  ]}
                  onChange={(column: number | null) => actor.send({ type: 'mapping.set', field, column })}
                />
              </div>
            ))}
          </div>
          <ActionButton
            label={t('mapping.confirm')}
            size="small"
            disabled={!state.can({ type: 'mapping.confirm' })}
            onClick={() => actor.send({ type: 'mapping.confirm' })}
          />
        </section>
      )}

      {state.matches('preview') && preview && (
        <section aria-labelledby={`${id}-preview`} className="statement-step">
          <h4 id={`${id}-preview`}>{t('preview.title')}</h4>
          <Summary result={preview} />
          <VerdictList result={preview} lines={lines} text={verdictText} />
          <div className="simulator-row">
            <ActionButton
              label={t('preview.import', { count: matchesOf(preview) })}
              icon="pi pi-check"
              size="small"
              disabled={matchesOf(preview) === 0}
              onClick={() => actor.send({ type: 'statement.import' })}
            />
            <ActionButton
              label={t('preview.editMapping')}
              size="small"
              text
              onClick={() => actor.send({ type: 'mapping.edit' })}
            />
          </div>
        </section>
      )}

      {state.matches('done') && result && (
        <section aria-labelledby={`${id}-result`} className="statement-step" data-testid="statement-result">
          <h4 id={`${id}-result`}>{t('result.title')}</h4>
          <p>
            {result.Moved.length === 0 ? t('result.none') : t('result.moved', { count: result.Moved.length })}
          </p>
          {result.Moved.length > 0 && (
            <ul className="statement-moved">
              {result.Moved.map((order) => (
                <li key={order.Id}>{order.OrderNumber}</li>
              ))}
            </ul>
          )}
          {result.Lines.some((l) => l.Verdict !== 'match') && (
            <>
              <p>
                {t('result.forPerson', { count: result.Lines.filter((l) => l.Verdict !== 'match').length })}
              </p>
              <VerdictList result={result} lines={lines} text={verdictText} only="unmatched" />
            </>
          )}
          <ActionButton
            label={t('result.again')}
            size="small"
            text
            onClick={() => actor.send({ type: 'statement.again' })}
          />
        </section>
      )}
    </div>
  )
}

const matchesOf = (result: StatementResult) => result.Lines.filter((l) => l.Verdict === 'match').length

function Summary({ result }: { readonly result: StatementResult }) {
  const { t } = useTranslation('bankStatement')
  const matches = matchesOf(result)
  return (
    <p>
      {t('preview.summary', { lines: result.Lines.length, matches, others: result.Lines.length - matches })}
    </p>
  )
}

/** Each line with its verdict: a list, so that it fits a phone as well as the panel's width. */
function VerdictList({
  result,
  lines,
  text,
  only,
}: {
  readonly result: StatementResult
  readonly lines: readonly StatementLine[]
  readonly text: (v: StatementLineVerdict) => string
  readonly only?: 'unmatched'
}) {
  const { t, i18n } = useTranslation('bankStatement')
  const lng = lngOf(i18n.language)
  const shown = result.Lines.filter((v) => only === undefined || v.Verdict !== 'match')
  return (
    <ol className="statement-lines">
      {shown.map((v) => {
        const line = lines[v.Line]
        return (
          <li key={v.Line} className={v.Verdict === 'match' ? 'is-match' : 'is-unmatched'}>
            <span className="statement-verdict">
              <i
                className={v.Verdict === 'match' ? 'pi pi-check-circle' : 'pi pi-exclamation-circle'}
                aria-hidden="true"
              />{' '}
              {t('preview.line', { n: v.Line + 1 })} · {text(v)}
            </span>
            <span className="statement-line-text">
              {[
                line?.date,
                v.Amount === null ? line?.amount : formatVnd(v.Amount, lng),
                line?.content,
                line?.reference,
              ]
                .filter((part) => part !== undefined && part !== '')
                .join(' · ')}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
