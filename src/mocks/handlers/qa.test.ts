// Contract tests of the Q&A handlers: the customer's questions (top bar drawer) and the product
// Q&A page, run in Node through fetch with a real login's token.
import { Schema } from 'effect'
import { beforeAll, describe, expect, it } from 'vitest'
import { GetProductQAList } from '../../api/contracts/content'
import {
  GetMyQuestionHistory,
  QUESTION_ATTACHMENTS_MAX,
  QUESTION_MAX,
  SendCustomerQuestion,
} from '../../api/contracts/customer'
import {
  backendText,
  call,
  callEncoded,
  decoded,
  expectGeneratedRequestsAnswered,
  expectRefusedInBothLanguages,
  login,
} from '../../test/mock-contract'
import { useMockServer as startMockServer } from '../../test/mock-server'
import { upload } from '../../test/order-contract'
import { UploadedFile } from '../../api/contracts/files'
import { TINY_PNG, tinyPdf } from '../../backend/file-content'
import { MOCK_CODES } from '../respond'
import { AUTH_CODES } from '../signed-in'

const mock = startMockServer()
let customer = ''
let credit = ''
/** A file each account uploaded: an attachment names only the caller's own files (R-OWN-003). */
let customerUpload = ''
let creditUpload = ''
let customerPdf = ''
beforeAll(async () => {
  customer = await login('customer@demo.vn')
  credit = await login('credit@demo.vn')
  customerUpload = await uploadedUrl(customer)
  customerPdf = await uploadedUrl(customer, true)
  creditUpload = await uploadedUrl(credit)
})
const history = async (token: string, language: 'vi' | 'en' = 'vi') =>
  decoded(GetMyQuestionHistory, await call(GetMyQuestionHistory, {}, { token, language }))

/** Uploads a small picture (or a PDF) and answers its URL. */
async function uploadedUrl(token: string, pdf = false): Promise<string> {
  const answer = await upload(pdf ? new File([tinyPdf('a', [])], 'a.pdf') : new File([TINY_PNG], 'a.png'), {
    token,
  })
  return Schema.decodeUnknownSync(UploadedFile)(answer.data).fileURL
}

/**
 * An attachment named `fileName`, at the customer's uploaded file of that kind: the stored content
 * must be what the name says (R-UPL-013).
 */
const file = (fileName: string) => ({
  fileName,
  fileUrl: /\.pdf$/i.test(fileName) ? customerPdf : customerUpload,
})

describe('R-QA-003 R-QA-001 Customer.GetMyQuestionHistory', () => {
  it('answers the seeded questions with their replies and attachments, newest first', async () => {
    const items = await history(customer)
    expect(items.length).toBeGreaterThan(0)
    const times = items.map((q) => q.CreateTime)
    expect(times).toEqual([...times].sort().reverse())
    expect(items.some((q) => q.ReplyList.length > 0)).toBe(true)
    expect(items.some((q) => q.QuestionAttachments.length > 0)).toBe(true)
    for (const q of items) for (const r of q.ReplyList) expect(r.CreateTime >= q.CreateTime).toBe(true)
  })

  it('answers the seeded threads in the caller language', async () => {
    const vi = await history(customer, 'vi')
    const en = await history(customer, 'en')
    expect(en.map((q) => q.Id)).toEqual(vi.map((q) => q.Id))
    expect(en[0]?.Question).not.toBe(vi[0]?.Question)
  })

  it('shows each account only its own questions', async () => {
    const mine = (await history(customer)).map((q) => q.Id)
    const theirs = (await history(credit)).map((q) => q.Id)
    expect(mine.filter((id) => theirs.includes(id))).toEqual([])
  })

  it('needs a signed-in user', async () => {
    expect((await callEncoded(GetMyQuestionHistory, {})).code).toBe(AUTH_CODES.noAuthInfo)
    expect((await callEncoded(GetMyQuestionHistory, {}, { token: 'nope' })).code).toBe(
      AUTH_CODES.invalidToken,
    )
  })

  it('generated requests decode with the client Schema', async () => {
    expect(await expectGeneratedRequestsAnswered(GetMyQuestionHistory, { token: customer, runs: 3 })).toBe(3)
  })
})

describe('R-QA-003 Customer.SendCustomerQuestion', () => {
  it('R-UPL-013 refuses an attachment whose stored content is not what its name says, in both languages, storing nothing', async () => {
    const before = (await history(customer)).length
    // A picture sent as a PDF, a PDF sent as a picture: the stored bytes decide, not the name.
    for (const attachment of [
      { fileName: 'hoa-don.pdf', fileUrl: customerUpload },
      { fileName: 'anh.png', fileUrl: customerPdf },
    ]) {
      const en = await call(
        SendCustomerQuestion,
        { question: 'Hoá đơn?', questionAttachments: [attachment] },
        { token: customer, language: 'en' },
      )
      expect([en.code, en.message]).toEqual([
        MOCK_CODES.fileRejected,
        backendText('en', 'files.notAsNamed', { name: attachment.fileName }),
      ])
      const vi = await call(
        SendCustomerQuestion,
        { question: 'Hoá đơn?', questionAttachments: [attachment] },
        { token: customer, language: 'vi' },
      )
      expect([vi.code, vi.message]).toEqual([
        MOCK_CODES.fileRejected,
        backendText('vi', 'files.notAsNamed', { name: attachment.fileName }),
      ])
    }
    expect((await history(customer)).length).toBe(before)
  })

  it('stores the question with its attachments and shows it first in the history, to its author only', async () => {
    const before = await history(customer)
    const answer = await call(
      SendCustomerQuestion,
      { question: 'Khi nào có hàng tôm khô?', questionAttachments: [file('Ảnh.PNG'), file('hoá đơn.Pdf')] },
      { token: customer, language: 'en' },
    )
    expect(answer.code).toBe(0)
    expect(answer.message).toBe(backendText('en', 'questionSent'))
    const after = await history(customer)
    expect(after.length).toBe(before.length + 1)
    expect(after[0]?.Question).toBe('Khi nào có hàng tôm khô?')
    expect(after[0]?.QuestionAttachments.map((f) => f.FileName)).toEqual(['Ảnh.PNG', 'hoá đơn.Pdf'])
    expect(after[0]?.ReplyList).toEqual([])
    expect(after[0]?.CreateTime.slice(0, 10)).toBe(mock.backend.state.catalog.today())
    expect((await history(credit)).some((q) => q.Question === 'Khi nào có hàng tôm khô?')).toBe(false)
  })

  it('R-QA-002 refuses an empty or blank question in both languages, and stores nothing', async () => {
    const before = (await history(customer)).length
    for (const question of ['', '   ', ' padded '])
      await expectRefusedInBothLanguages(
        SendCustomerQuestion,
        { question, questionAttachments: [] },
        MOCK_CODES.badRequest,
        customer,
      )
    expect((await history(customer)).length).toBe(before)
  })

  it('refuses over-long text, too many attachments, bad attachment refs and wrong types; stores nothing (R-UPL-004)', async () => {
    const before = (await history(customer)).length
    const bad = [
      { question: 'x'.repeat(QUESTION_MAX + 1), questionAttachments: [] },
      {
        question: 'ok',
        questionAttachments: Array.from({ length: QUESTION_ATTACHMENTS_MAX + 1 }, () => file('a.pdf')),
      },
      { question: 'ok', questionAttachments: [{ fileName: 'a.pdf' }] },
      { question: 'ok', questionAttachments: 'a.pdf' },
      { question: 42, questionAttachments: [] },
      { questionAttachments: [] },
    ]
    for (const input of bad)
      await expectRefusedInBothLanguages(SendCustomerQuestion, input, MOCK_CODES.badRequest, customer)
    await expectRefusedInBothLanguages(
      SendCustomerQuestion,
      { question: 'Bảng giá?', questionAttachments: [file('a.pdf'), file('bang-gia.XLSX')] },
      MOCK_CODES.fileRejected,
      customer,
      'fileNotPdfOrImage',
      { name: 'bang-gia.XLSX' },
    )
    expect((await history(customer)).length).toBe(before)
  })

  it('needs a signed-in user and stores nothing without one', async () => {
    const before = (await history(customer)).length
    const answer = await callEncoded(SendCustomerQuestion, { question: 'Hello', questionAttachments: [] })
    expect(answer.code).toBe(AUTH_CODES.noAuthInfo)
    expect((await history(customer)).length).toBe(before)
  })

  it('generated requests are stored and read back, or refused for a file that is no pdf or image', async () => {
    const before = (await history(credit)).length
    const ok = await expectGeneratedRequestsAnswered(SendCustomerQuestion, {
      token: credit,
      // Half of them at the caller's own upload; the others' generated URLs are no files of theirs.
      refusals: [MOCK_CODES.fileRejected, MOCK_CODES.notFound],
      runs: 15,
      tweak: (input, pick) =>
        pick % 2 === 0
          ? {
              ...input,
              questionAttachments: input.questionAttachments.map((f) => ({ ...f, fileUrl: creditUpload })),
            }
          : input,
    })
    expect(ok).toBeGreaterThan(0)
    const after = await history(credit)
    expect(after.length).toBe(before + ok)
  })

  it('a reset drops the questions users sent and restores the seed', async () => {
    const seeded = mock.backend.state.catalog
    await call(SendCustomerQuestion, { question: 'Tạm thời', questionAttachments: [] }, { token: customer })
    expect((await history(customer)).some((q) => q.Question === 'Tạm thời')).toBe(true)
    // The simulator's reset: the log's seed again, then the catalogue's.
    await mock.backend.state.orders.reset()
    await seeded.reset()
    const restored = await history(customer)
    expect(restored.some((q) => q.Question === 'Tạm thời')).toBe(false)
    expect(restored.length).toBeGreaterThan(0)
  })
})

describe('R-QA-001 Product.GetProductQAList', () => {
  it('pages the product questions newest first, with replies, in the caller language', async () => {
    const total = mock.backend.state.catalog.content.productQa.length
    const vi = decoded(
      GetProductQAList,
      await call(GetProductQAList, { pageIndex: 1, pageSize: 5 }, { token: customer }),
    )
    const en = decoded(
      GetProductQAList,
      await call(GetProductQAList, { pageIndex: 1, pageSize: 5 }, { token: customer, language: 'en' }),
    )
    expect(vi.totalCount).toBe(total)
    expect(vi.list.length).toBe(Math.min(5, total))
    expect(en.list.map((q) => q.Id)).toEqual(vi.list.map((q) => q.Id))
    expect(en.list[0]?.Question).not.toBe(vi.list[0]?.Question)
    const times = vi.list.map((q) => q.CreateTime)
    expect(times).toEqual([...times].sort().reverse())
    const last = decoded(
      GetProductQAList,
      await call(GetProductQAList, { pageIndex: 2, pageSize: 5 }, { token: customer }),
    )
    expect(last.list.length).toBe(total - 5)
  })

  it('finds questions by keyword in either language, ignoring accents', async () => {
    const vi = decoded(
      GetProductQAList,
      await call(GetProductQAList, { keyword: 'nuoc mam', pageIndex: 1, pageSize: 10 }, { token: customer }),
    )
    const en = decoded(
      GetProductQAList,
      await call(
        GetProductQAList,
        { keyword: 'FISH SAUCE', pageIndex: 1, pageSize: 10 },
        { token: customer },
      ),
    )
    expect(vi.totalCount).toBeGreaterThan(0)
    expect(en.list.map((q) => q.Id)).toEqual(vi.list.map((q) => q.Id))
  })

  it('refuses bad paging in both languages, and a call without a token', async () => {
    for (const bad of [
      { pageIndex: '0', pageSize: '10' },
      { pageIndex: '1', pageSize: '1000' },
      { pageSize: '10' },
    ])
      await expectRefusedInBothLanguages(GetProductQAList, bad, MOCK_CODES.badRequest, customer)
    expect((await callEncoded(GetProductQAList, { pageIndex: '1', pageSize: '10' })).code).toBe(
      AUTH_CODES.noAuthInfo,
    )
  })

  it('generated requests decode with the client Schema', async () => {
    expect(await expectGeneratedRequestsAnswered(GetProductQAList, { token: customer, runs: 15 })).toBe(15)
  })
})

describe('R-PIC-004 the product a question is about', () => {
  const productCodes = () => new Set(mock.backend.state.catalog.catalog.products.map((p) => p.ProductCode))

  it('names the product of every seeded product question, the same in both languages', async () => {
    const ask = async (language: 'vi' | 'en') =>
      decoded(
        GetProductQAList,
        await call(GetProductQAList, { pageIndex: 1, pageSize: 50 }, { token: customer, language }),
      ).list
    const vi = await ask('vi')
    const en = await ask('en')
    expect(vi.length).toBeGreaterThan(0)
    for (const q of vi) expect(productCodes().has(q.ProductCode ?? ''), q.Question).toBe(true)
    expect(en.map((q) => q.ProductCode)).toEqual(vi.map((q) => q.ProductCode))
    expect(vi.find((q) => q.Question.startsWith('Há cảo tôm'))?.ProductCode).toBe('FZ001')
  })

  it('names the product a sent question names, in either language and without accents; none when it names none', async () => {
    const send = async (question: string) => {
      expect(
        (await call(SendCustomerQuestion, { question, questionAttachments: [] }, { token: credit })).code,
      ).toBe(0)
      return (await history(credit)).find((q) => q.Question === question)
    }
    expect((await send('Chả giò rế tôm cua còn hàng không?'))?.ProductCode).toBe('FZ003')
    expect((await send('Is the SQUID RINGS pack resealable?'))?.ProductCode).toBe('FZ007')
    expect((await send('banh trang gao co loai mong khong?'))?.ProductCode).toBe('DR001')
    expect((await send('Khi nào giao hàng?'))?.ProductCode).toBeUndefined()
  })
})
