// The mock backend in the browser's service worker keeps its promises of a real server: an
// unknown /api path answers 404 in the envelope (not the app page), and a stored file goes to its
// owner's session only, by the portal's token cookie when the browser asks without headers.
import { expect, signIn, test, waitForMockWorker } from './fixtures'

test.describe('mock backend in the browser', () => {
  test('R-BOUND-003 an unknown /api path answers 404 with the envelope, not the app page', async ({
    page,
  }) => {
    await page.goto('/login')
    await waitForMockWorker(page)
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/Order/NoSuchCall', { headers: { 'Accept-Language': 'en' } })
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.json(),
      }
    })
    expect(answer.status).toBe(404)
    expect(answer.type).toMatch(/json/)
    expect(answer.body).toEqual({
      code: 4004,
      message: 'There is no API at /api/Order/NoSuchCall',
      data: null,
    })
  })

  test("R-OWN-002 an uploaded file is served to its owner's session by the token cookie, and to no one without it", async ({
    page,
  }) => {
    await signIn(page)
    const served = await page.evaluate(async () => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith('token='))
        ?.slice('token='.length)
      const form = new FormData()
      // A real one-pixel PNG: an upload is judged by its bytes (R-UPL-011).
      const png = Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4//8/AwAI/AL+XJ/PZQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      )
      form.append('file', new File([png], 'voucher.png'))
      const uploaded = await fetch('/api/Common/UploadPdfOrImage', {
        method: 'POST',
        headers: { Token: token ?? '' },
        body: form,
      })
      const { data } = (await uploaded.json()) as { data: { fileURL: string } }
      // As an <img> or a new window asks: no headers, the cookie only.
      const withCookie = await fetch(data.fileURL)
      return { url: data.fileURL, status: withCookie.status, type: withCookie.headers.get('content-type') }
    })
    expect(served).toMatchObject({ status: 200, type: 'image/png' })
    await page.context().clearCookies()
    const anonymous = await page.evaluate(async (url) => {
      const response = await fetch(url)
      return { type: response.headers.get('content-type'), body: await response.text() }
    }, served.url)
    expect(anonymous.type).toMatch(/json/)
    expect(JSON.parse(anonymous.body)).toMatchObject({ code: 4010 })
  })
})
