// The quick-order panel (R-QUICK-001..008, decision 0364): lines typed or pasted, a spreadsheet
// uploaded, the template downloaded; what each line led to, with its number and reason. It renders
// the quick-order machine (reading) and the place-order machine's report (the check is the cart's,
// `cart.addLines`); loaded lazily by QuickOrderSlot.
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from '../../components/Button'
import { Message } from '../../components/Message'
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { GetCustomerProductList } from '../../api/contracts/content'
import { FilePicker } from '../../components/FilePicker'
import { inspect } from '../../lib/inspection'
import { messageParams, type Lng } from '../../lib/format'
import { selectProducts, selectQuickReport, type PlaceOrderActor } from '../../machines/place-order'
import { quickOrderMachine, type QuickFileInput } from '../../machines/place-order/quick-order.machine'
import {
  codeSuggestionOf,
  lineOfEntry,
  QUICK_CODE_MAX,
  QUICK_MAX_CHARS,
  refusedLinesOf,
  type QuickOutcome,
} from '../../machines/place-order/quick-order.rules'
import type { PlaceOrderClient } from './place-order.wiring'
import { readQuickFile, saveBytes, templateBytes, XLSX_TYPE } from './quick-order-files'
import './quick-order.css'

interface PanelProps {
  readonly actor: PlaceOrderActor
  readonly client: PlaceOrderClient
  readonly lng: Lng
}

function useQuickOrder({ actor, client, lng }: PanelProps) {
  const { t } = useTranslation('placeOrder')
  const [machine] = useState(() =>
    quickOrderMachine.provide({
      actors: {
        loadKnownCodes: fromPromise(async (): Promise<readonly string[]> =>
          (await client.call(GetCustomerProductList, {})).map((p) => p.ProductCode),
        ),
        readFile: fromPromise(({ input }: { input: QuickFileInput }) => readQuickFile(input)),
        makeTemplate: fromPromise(async () => {
          const products = actor.getSnapshot().context.products ?? []
          const bytes = await templateBytes(products, lng, {
            code: t('quick.templateCode'),
            name: t('quick.templateName'),
            quantity: t('quick.templateQuantity'),
            sheet: t('quick.templateSheet'),
          })
          saveBytes(bytes, `${t('quick.templateFile')}.xlsx`, XLSX_TYPE)
        }),
      },
      actions: {
        addLines: (_, params) => actor.send({ type: 'cart.addLines', ...params }),
      },
    }),
  )
  return useActorRef(machine, { inspect })
}

export default function QuickOrderPanel(props: PanelProps) {
  const { t } = useTranslation('placeOrder')
  const id = useId()
  const quick = useQuickOrder(props)
  const notice = useSelector(quick, (s) => s.context.notice)
  const fileName = useSelector(quick, (s) => s.context.fileName)
  const readingName = useSelector(quick, (s) => s.context.pending?.file.name ?? '')
  const loadingCodes = useSelector(quick, (s) => s.matches('loadingCodes'))
  const reading = useSelector(quick, (s) => s.matches('reading'))
  const busy = !useSelector(quick, (s) => s.matches('ready'))
  const report = useSelector(props.actor, selectQuickReport)
  const products = useSelector(props.actor, selectProducts)
  const box = useRef<HTMLTextAreaElement>(null)
  const result = useRef<HTMLHeadingElement>(null)
  const noticeSlot = useRef<HTMLDivElement>(null)

  // A new report comes into view from its heading down, the heading focused (as the submit's
  // messages, R-ORD-034); its scroll margin keeps it clear of the phone's totals bar.
  useEffect(() => {
    const heading = result.current
    if (report === null || heading === null) return
    heading.scrollIntoView({ block: 'start', inline: 'nearest' })
    heading.focus({ preventScroll: true })
  }, [report])
  // Why a file or an input was not read comes into view too (the panel may be taller than the window).
  useEffect(() => {
    if (notice !== null) noticeSlot.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [notice])

  const addText = (event: FormEvent) => {
    event.preventDefault()
    const text = box.current?.value ?? ''
    quick.send({ type: 'quick.addText', text })
    // The refused lines stay in the box to be fixed; the added ones leave it (R-QUICK-003).
    if (quick.getSnapshot().context.notice === null && box.current)
      box.current.value = refusedLinesOf(text, props.actor.getSnapshot().context.quickReport ?? [])
  }

  // One product by its code or name (R-QUICK-010): the same check as a typed line.
  const addOne = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    quick.send({
      type: 'quick.addText',
      text: lineOfEntry(String(data.get('code') ?? ''), String(data.get('cases') ?? '')),
    })
    const outcome = props.actor.getSnapshot().context.quickReport?.[0]
    if (quick.getSnapshot().context.notice === null && outcome !== undefined && outcome.kind !== 'refused')
      form.reset()
  }

  return (
    <section className="po-panel po-quick" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('quick.title')}</h2>
      <form className="po-quick__one" onSubmit={addOne}>
        <div className="po-field po-quick__code">
          <label htmlFor={`${id}-code`}>{t('quick.codeLabel')}</label>
          <input
            id={`${id}-code`}
            name="code"
            className="p-inputtext p-component"
            list={`${id}-codes`}
            autoComplete="off"
            maxLength={QUICK_CODE_MAX}
            aria-describedby={`${id}-one-help`}
          />
          <small id={`${id}-one-help`} className="po-field__hint">
            {t('quick.oneHelp')}
          </small>
          <datalist id={`${id}-codes`}>
            {products.map((p) => {
              const option = codeSuggestionOf(p, props.lng)
              return <option key={option.value} value={option.value} label={option.label} />
            })}
          </datalist>
        </div>
        <div className="po-field po-quick__cases">
          <label htmlFor={`${id}-cases`}>{t('quick.casesLabel')}</label>
          <input
            id={`${id}-cases`}
            name="cases"
            className="p-inputtext p-component"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
          />
        </div>
        <Button type="submit" icon="pi pi-plus" label={t('quick.addOne')} disabled={busy} />
      </form>
      <p id={`${id}-help`} className="po-quick__help">
        {t('quick.help')}
      </p>
      <form className="po-quick__form" onSubmit={addText}>
        <label htmlFor={`${id}-lines`}>{t('quick.linesLabel')}</label>
        <textarea
          id={`${id}-lines`}
          ref={box}
          className="p-inputtextarea p-inputtext p-component po-quick__lines"
          rows={6}
          maxLength={QUICK_MAX_CHARS}
          spellCheck={false}
          autoComplete="off"
          placeholder={t('quick.placeholder')}
          aria-describedby={`${id}-help`}
        />
        <div className="po-quick__actions">
          <Button type="submit" icon="pi pi-cart-plus" label={t('quick.add')} disabled={busy} />
        </div>
      </form>
      <div className="po-quick__file">
        <label htmlFor={`${id}-file`}>{t('quick.fileLabel')}</label>
        <div className="po-quick__actions">
          <FilePicker
            inputId={`${id}-file`}
            label={t('quick.upload')}
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            small={false}
            disabled={busy}
            onFiles={(files) => {
              if (files[0] !== undefined) quick.send({ type: 'quick.chooseFile', file: files[0] })
            }}
          />
          <Button
            type="button"
            icon="pi pi-download"
            outlined
            label={t('quick.template')}
            disabled={busy}
            onClick={() => quick.send({ type: 'quick.downloadTemplate' })}
          />
        </div>
      </div>
      <div role="status" className="po-quick__status">
        {loadingCodes ? t('quick.loadingCodes') : reading ? t('quick.reading', { name: readingName }) : null}
      </div>
      <div aria-live="polite" ref={noticeSlot} className="po-quick__notice-slot">
        {notice === null ? null : (
          <Message
            className="po-quick__notice"
            severity="error"
            text={t(notice.key, messageParams(notice.params))}
          />
        )}
      </div>
      {report === null ? null : (
        <QuickReport report={report} fileName={fileName} ref={result} titleId={`${id}-report`} />
      )}
    </section>
  )
}

function QuickReport({
  report,
  fileName,
  ref,
  titleId,
}: {
  report: readonly QuickOutcome[]
  fileName: string | null
  /** The heading, which the panel focuses when a new report comes. */
  ref: Ref<HTMLHeadingElement>
  titleId: string
}) {
  const { t } = useTranslation('placeOrder')
  const refused = report.filter((o) => o.kind === 'refused')
  const added = report.filter((o) => o.kind !== 'refused')
  const text = (o: QuickOutcome) =>
    o.kind === 'refused'
      ? t('quick.refused', {
          code: o.code === '' ? '—' : o.code,
          reason: t(o.reason.key, messageParams(o.reason.params)),
        })
      : o.kind === 'added'
        ? t('quick.added', { code: o.code, quantity: o.quantity })
        : t('quick.addedToLine', { code: o.code, quantity: o.quantity, total: o.total })
  const list = (outcomes: readonly QuickOutcome[], className: string, label: string) =>
    outcomes.length === 0 ? null : (
      <>
        <h4 className="po-quick__list-title">{label}</h4>
        <ul className={`po-quick__list ${className}`}>
          {outcomes.map((o, i) => (
            <li key={`${o.line}-${i}`}>
              <span className="po-quick__line">{t('quick.line', { line: o.line })}</span> {text(o)}
            </li>
          ))}
        </ul>
      </>
    )
  return (
    <div className="po-quick__report" aria-labelledby={titleId} role="region">
      <h3 id={titleId} ref={ref} tabIndex={-1}>
        {fileName === null ? t('quick.reportTitle') : t('quick.reportFile', { name: fileName })}
      </h3>
      <p>
        {report.length === 0
          ? t('quick.nothingToAdd')
          : t('quick.summary', { added: added.length, refused: refused.length })}
      </p>
      {list(refused, 'po-quick__list--refused', t('quick.refusedLines'))}
      {list(added, 'po-quick__list--added', t('quick.addedLines'))}
    </div>
  )
}
