import { fireEvent, render, screen } from '@testing-library/react'
import { Button as PrimeButton } from 'primereact/button'
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button, type ButtonProps } from './Button'
import { expectPrimeMarkup } from './prime-markup.test-kit'

describe('Button', () => {
  it("R-PERF-031 draws PrimeReact's Button markup and classes for every look the portal uses", () => {
    const looks: ButtonProps[] = [
      {
        type: 'button',
        label: 'Lưu',
        icon: 'pi pi-check',
        size: 'small',
        outlined: true,
        severity: 'danger',
      },
      { type: 'submit', label: 'Save', 'aria-label': 'Save the order BB001', form: 'f', id: 'b' },
      {
        type: 'button',
        icon: 'pi pi-times',
        text: true,
        rounded: true,
        severity: 'secondary',
        'aria-label': 'Close',
      },
      { type: 'button', label: 'Send', disabled: true },
      { type: 'button', label: 'Sign out', icon: 'pi pi-user', iconPos: 'left', loading: true, title: 'Ann' },
      { type: 'button', label: 'BB001', link: true, className: 'p-0 po-number' },
      {
        type: 'button',
        icon: 'pi pi-calendar',
        text: true,
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
      },
      { type: 'button', label: 'Yes', autoFocus: true },
      { type: 'button', label: 'More', children: <i className="pi pi-angle-down" aria-hidden="true" /> },
      { type: 'button', label: 'Named away', 'aria-label': undefined },
    ]
    for (const look of looks)
      expectPrimeMarkup(
        <Button {...look} />,
        <PrimeButton {...(look as ComponentProps<typeof PrimeButton>)} />,
      )
  })

  it('R-PERF-031 is a button named by its label or its aria-label, pressed once per press', () => {
    const onClick = vi.fn()
    render(
      <>
        <Button type="button" label="Lưu" icon="pi pi-check" onClick={onClick} />
        <Button type="button" icon="pi pi-times" aria-label="Đóng" />
      </>,
    )
    const save = screen.getByRole('button', { name: 'Lưu' })
    expect(save).toHaveClass('p-button', 'p-component')
    expect(save.querySelector('.p-button-icon.pi-check')).not.toBeNull()
    expect(save.querySelector('.p-button-label')).toHaveTextContent('Lưu')
    fireEvent.click(save)
    expect(onClick).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Đóng' })).toHaveClass('p-button-icon-only')
  })

  it("R-PERF-031 disabled or loading, it is disabled as PrimeReact's is, loading with PrimeReact's spinner", () => {
    const onClick = vi.fn()
    render(
      <>
        <Button type="button" label="Gửi" disabled onClick={onClick} />
        <Button type="button" label="Đăng xuất" icon="pi pi-sign-out" loading onClick={onClick} />
      </>,
    )
    const send = screen.getByRole('button', { name: 'Gửi' })
    expect(send).toBeDisabled()
    expect(send).toHaveClass('p-disabled')
    fireEvent.click(send)
    const out = screen.getByRole('button', { name: 'Đăng xuất' })
    expect(out).toBeDisabled()
    expect(out).toHaveClass('p-disabled', 'p-button-loading')
    expect(out.querySelector('svg.p-icon-spin.p-button-loading-icon')).not.toBeNull()
    expect(out.querySelector('.pi-sign-out')).toBeNull()
    fireEvent.click(out)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('R-PERF-031 forwards its ref to the button element', () => {
    const ref = { current: null as HTMLButtonElement | null }
    render(<Button ref={ref} type="button" label="Ref" />)
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ref' }))
  })
})
