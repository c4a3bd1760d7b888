import { render, screen } from '@testing-library/react'
import { Tag as PrimeTag } from 'primereact/tag'
import { describe, expect, it } from 'vitest'
import { expectPrimeMarkup } from './prime-markup.test-kit'
import { Tag, type TagProps } from './Tag'

describe('Tag', () => {
  it("R-PERF-031 draws PrimeReact's Tag markup and classes, with and without icon and severity", () => {
    const tags: TagProps[] = [
      { value: 'Mới' },
      { value: 'Khuyến mãi', icon: 'pi pi-gift', severity: 'success', className: 'po-tag po-tag--promotion' },
      {
        value: 'Nháp BB001',
        icon: 'pi pi-file-edit',
        severity: 'warning',
        className: 'po-tag po-tag--draft',
      },
    ]
    for (const tag of tags) expectPrimeMarkup(<Tag {...tag} />, <PrimeTag {...tag} />)
  })

  it('R-PERF-031 shows its value with the classes the theme colours', () => {
    render(<Tag value="Khuyến mãi" icon="pi pi-gift" severity="success" />)
    const value = screen.getByText('Khuyến mãi')
    expect(value).toHaveClass('p-tag-value')
    expect(value.parentElement).toHaveClass('p-tag', 'p-component', 'p-tag-success')
  })
})
