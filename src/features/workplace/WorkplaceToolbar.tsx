// The workplace's choice of company and year (R-WORK-001, R-WORK-004). build/prerender-shell.tsx
// renders this same component at build time, so the pre-rendered page and the app's first render
// have the same boxes (R-PERF-024, decision 0381).
import { useTranslation } from 'react-i18next'
import { NativeSelect, type SelectOption } from '../../components/NativeSelect'

export interface WorkplaceToolbarProps {
  /** The user's companies after "all": value the code, label `code - name`. */
  readonly companies: readonly SelectOption<string>[]
  /** '' for all. */
  readonly company: string
  readonly years: readonly number[]
  readonly year: number
  readonly onCompany: (code: string) => void
  readonly onYear: (year: number) => void
}

export function WorkplaceToolbar(props: WorkplaceToolbarProps) {
  const { t } = useTranslation('workplace')
  return (
    <div className="workplace-toolbar">
      <div className="workplace-field">
        <label htmlFor="workplace-company">{t('company.label')}</label>
        <NativeSelect
          id="workplace-company"
          value={props.company}
          options={[{ value: '', label: t('company.all') }, ...props.companies]}
          onChange={props.onCompany}
        />
      </div>
      <div className="workplace-field">
        <label htmlFor="workplace-year">{t('year')}</label>
        <NativeSelect
          id="workplace-year"
          value={props.year}
          options={props.years.map((y) => ({ value: y, label: String(y) }))}
          onChange={props.onYear}
        />
      </div>
    </div>
  )
}
