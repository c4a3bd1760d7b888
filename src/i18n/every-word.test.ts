// Both languages, every word (R-I18N-008, decision 0347): every namespace's Vietnamese texts are
// Vietnamese. The browser side of the same check is specs/e2e/every-word.spec.ts.
import { describe, expect, it } from 'vitest'
import { englishUiWords, foreignWords, unallowedLatinWords } from '../test/english-words'
import { LANGUAGES } from './languages'
import { resources } from './resources'

type Tree = { [key: string]: string | Tree }
const textsOf = (tree: Tree, prefix = ''): [key: string, text: string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value, `${prefix}${key}.`),
  )
const namespaces = Object.keys(resources.vi).sort()
const textMap = (lng: 'vi' | 'en', ns: string) => new Map(textsOf((resources[lng][ns] ?? {}) as Tree))

describe('R-I18N-008 every word of a Vietnamese page is Vietnamese', () => {
  it('R-I18N-008 R-I18N-007 every namespace has every key in both languages', () => {
    expect(LANGUAGES).toEqual(['vi', 'en'])
    expect(Object.keys(resources.en).sort()).toEqual(namespaces)
    expect(namespaces.length).toBeGreaterThan(20)
    for (const ns of namespaces) {
      const vi = [...textMap('vi', ns).keys()]
      const en = [...textMap('en', ns).keys()]
      expect({
        ns,
        onlyVi: vi.filter((k) => !en.includes(k)),
        onlyEn: en.filter((k) => !vi.includes(k)),
      }).toEqual({
        ns,
        onlyVi: [],
        onlyEn: [],
      })
    }
  })

  it('R-I18N-008 a Vietnamese text is never its English text, unless it is only codes, units and names allowed', () => {
    const same: string[] = []
    for (const ns of namespaces) {
      const en = textMap('en', ns)
      for (const [key, vi] of textMap('vi', ns))
        if (en.get(key) === vi && unallowedLatinWords(vi).length > 0) same.push(`${ns}:${key} "${vi}"`)
    }
    expect(same).toEqual([])
  })

  it('R-I18N-008 no Vietnamese text of any namespace holds an English word', () => {
    const english: string[] = []
    for (const ns of namespaces)
      for (const [key, vi] of textMap('vi', ns)) {
        const words = foreignWords(vi)
        if (words.length > 0) english.push(`${ns}:${key} ${words.join(', ')}: "${vi}"`)
      }
    expect(english).toEqual([])
  })

  it('R-I18N-008 the check tells English from Vietnamese written with or without its marks', () => {
    expect(foreignWords('Xuất file')).toEqual(['file'])
    expect(foreignWords('Choose file')).toEqual(['Choose', 'file'])
    expect(foreignWords('Trình giả lập back office')).toEqual(['back', 'office'])
    expect(foreignWords('1 ngày trước giờ thực, the clock')).toEqual(['the', 'clock'])
    expect(foreignWords('Vui long chon tep theo trang')).toEqual([])
    expect(foreignWords('Số BB, SO, ETA, ETD (VND, đã gồm VAT), tối đa 10 MB')).toEqual([])
    expect(foreignWords('Xem {{orderNumber}} tại backoffice@demo.vn hoặc stately.ai, trường "file"')).toEqual(
      [],
    )
    expect(unallowedLatinWords('{{name}} × {{count}}')).toEqual([])
    expect(unallowedLatinWords('Actor')).toEqual(['Actor'])
  })

  it("R-I18N-008 R-UPL-010 on a page, the interface's English words are found among the data's", () => {
    expect(englishUiWords('Chọn tệp No file chosen')).toEqual(['No', 'file', 'chosen'])
    expect(englishUiWords('Đơn hàng BB2025031500001 Pending Total 1.250.000 VND')).toEqual([
      'Pending',
      'Total',
    ])
    expect(englishUiWords('Công ty TNHH Bếp Việt, Quận 1, TP. HCM: Há cảo tôm FZ001')).toEqual([])
  })
})
