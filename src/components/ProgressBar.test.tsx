import { render, screen } from '@testing-library/react'
import { ProgressBar as PrimeProgressBar } from 'primereact/progressbar'
import { describe, expect, it } from 'vitest'
import { expectPrimeMarkup } from './prime-markup.test-kit'
import { ProgressBar, type ProgressBarProps } from './ProgressBar'

describe('ProgressBar', () => {
  it("R-PERF-031 draws PrimeReact's ProgressBar markup, determinate and indeterminate", () => {
    const bars: ProgressBarProps[] = [
      { value: 40, 'aria-label': 'Đang tải lên', className: 'order-detail__progress' },
      { mode: 'indeterminate', style: { height: '0.5rem' }, 'aria-label': 'Đang xuất tệp' },
    ]
    for (const bar of bars) expectPrimeMarkup(<ProgressBar {...bar} />, <PrimeProgressBar {...bar} />)
  })

  it('R-PERF-031 is a progress bar named for what is under way, with its value', () => {
    render(<ProgressBar value={40} aria-label="Đang tải lên" />)
    const bar = screen.getByRole('progressbar', { name: 'Đang tải lên' })
    expect(bar).toHaveAttribute('aria-valuenow', '40')
    expect(bar).toHaveClass('p-progressbar', 'p-component', 'p-progressbar-determinate')
    expect(bar).toHaveTextContent('40%')
  })
})
