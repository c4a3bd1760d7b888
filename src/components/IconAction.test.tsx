import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { IconAction } from './IconAction'

describe('IconAction', () => {
  it('R-A11Y-008 unavailable (its download under way), it keeps the focus, says so and ignores a press', () => {
    const onClick = vi.fn()
    const { rerender } = render(<IconAction icon="pi pi-file-pdf" label="Download BB001" onClick={onClick} />)
    const download = screen.getByRole('button', { name: 'Download BB001' })
    download.focus()
    fireEvent.click(download)
    expect(onClick).toHaveBeenCalledOnce()
    rerender(<IconAction icon="pi pi-file-pdf" label="Download BB001" onClick={onClick} disabled />)
    expect(download).toHaveFocus()
    expect(download).not.toBeDisabled()
    expect(download).toHaveAttribute('aria-disabled', 'true')
    expect(download).toHaveClass('p-disabled')
    fireEvent.click(download)
    expect(onClick).toHaveBeenCalledOnce()
  })
})
