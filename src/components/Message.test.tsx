import { render, screen } from '@testing-library/react'
import { Message as PrimeMessage } from 'primereact/message'
import { describe, expect, it } from 'vitest'
import { Message, type MessageProps } from './Message'
import { expectPrimeMarkup } from './prime-markup.test-kit'

describe('Message', () => {
  it("R-PERF-031 draws PrimeReact's Message markup, classes and icon for each severity and for content", () => {
    const messages: MessageProps[] = [
      { severity: 'info', text: 'Đã lưu' },
      { severity: 'warn', text: 'Sắp hết hạn', className: 'list-filters__notice' },
      { severity: 'error', text: 'Lỗi kết nối', id: 'x-notice' },
      { severity: 'success', text: 'Xong' },
      { severity: 'error', content: <span className="tpl-actions">Thử lại</span>, role: 'alert' },
    ]
    for (const message of messages) expectPrimeMarkup(<Message {...message} />, <PrimeMessage {...message} />)
  })

  it('R-PERF-031 is an alert with its words, in the severity the theme colours', () => {
    render(<Message severity="warn" text="Sắp hết hạn" />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Sắp hết hạn')
    expect(alert).toHaveClass('p-inline-message', 'p-component', 'p-inline-message-warn')
    expect(alert).toHaveAttribute('aria-live', 'polite')
    expect(alert.querySelector('svg.p-icon.p-inline-message-icon')).not.toBeNull()
  })
})
