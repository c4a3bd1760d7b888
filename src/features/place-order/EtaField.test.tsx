// The ETA box on its own (decision 0324): what it shows when the machine's ETA changes under it.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, expect, it, vi } from 'vitest'
import { i18n, loadAppTexts } from '../../i18n'
import { EtaField, type EtaFieldProps } from './EtaField'

beforeAll(async () => {
  await i18n.changeLanguage('en')
  await loadAppTexts()
})

const field = (change: Partial<EtaFieldProps> = {}) => (
  <EtaField
    id="eta"
    etaDate="2026-12-03"
    earliest="2026-12-02"
    etdGapDays={3}
    editable
    etaPending={false}
    etaNotice={null}
    lng="en"
    onEta={() => undefined}
    {...change}
  />
)
const etaBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'ETA date' })

it('R-ORD-018 an ETA the machine changes while the box has the focus (another tab) shows once the box is left, and is not sent back', () => {
  const onEta = vi.fn()
  const { rerender } = render(field({ onEta }))
  act(() => etaBox().focus())
  rerender(field({ onEta, etaDate: '2026-12-05' }))
  expect(etaBox()).toHaveValue('03-12-2026')
  act(() => etaBox().blur())
  expect(etaBox()).toHaveValue('05-12-2026')
  expect(onEta).not.toHaveBeenCalled()
})

it('R-ORD-018 a format message goes when the machine changes the ETA, with the text it was about', () => {
  const { rerender } = render(field())
  act(() => etaBox().focus())
  fireEvent.change(etaBox(), { target: { value: '31-02-2026' } })
  act(() => etaBox().blur())
  expect(screen.getByRole('alert')).toHaveTextContent('"31-02-2026" is not a date')
  expect(etaBox()).toHaveValue('31-02-2026')
  rerender(field({ etaDate: '2026-12-06' }))
  expect(screen.queryByRole('alert')).toBeNull()
  expect(etaBox()).toHaveValue('06-12-2026')
})
