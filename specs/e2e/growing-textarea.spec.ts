// Text areas grow with their text up to 10 rows, then scroll (spec §9 table defaults; decision
// 0309). Checked on the Q&A question, the same component as the order note and the support
// description: a layout property, read from the page, never a timing.
import { expect, expectAccessible, signIn, test, useLanguage } from './fixtures'

const TEXT = {
  vi: { title: 'Hỏi đáp sản phẩm', question: 'Câu hỏi của bạn' },
  en: { title: 'Product Q&A', question: 'Your question' },
} as const

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n')

for (const [lng, width] of [['en', 390]] as const) {
  test(`R-CONST-004 (${lng}, ${width} px) a text area grows to 10 rows, then scrolls and keeps every line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, lng)
    await signIn(page, lng)
    await page.goto('/user/productQA')
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lng].title })).toBeVisible()
    const box = page.getByRole('textbox', { name: TEXT[lng].question })
    const measure = () =>
      box.evaluate((element: HTMLTextAreaElement) => {
        const style = getComputedStyle(element)
        const frame =
          parseFloat(style.paddingTop) +
          parseFloat(style.paddingBottom) +
          parseFloat(style.borderTopWidth) +
          parseFloat(style.borderBottomWidth)
        return {
          rows: (element.getBoundingClientRect().height - frame) / parseFloat(style.lineHeight),
          overflowY: style.overflowY,
          scrolls: element.scrollHeight > element.clientHeight,
        }
      })
    await box.fill(lines(6))
    await expect.poll(async () => Math.round((await measure()).rows)).toBe(6)
    expect((await measure()).overflowY).toBe('hidden') // no scroll bar while it grows
    await box.fill(lines(25))
    await expect.poll(async () => Math.round((await measure()).rows)).toBe(10)
    const tall = await measure()
    expect(tall.overflowY).toBe('scroll')
    expect(tall.scrolls).toBe(true)
    await expect(box).toHaveValue(lines(25))
    await expectAccessible(page)
  })
}
