// The demo content (R-API-042 "news, banners and Q&A threads, in both languages"): homepage
// banners, news with categories, the public texts of the About area, the product Q&A page and the
// question history each demo account starts with. Every date is computed from `baseDate`.
//
// Q&A items carry one text per field on the wire (QaItem); the seed keeps both languages and the
// handlers answer the caller's (Accept-Language). News HTML stays simple (p, ul, li, strong, em):
// the screens sanitise it with dompurify before display.
import type { Banner, News, NewsCategory, PublicModule } from '../../api/contracts/content'
import type { FileLink } from '../../api/contracts/common'
import { addDays } from '../../machines/order-lifecycle'
import { bannerPicturePath } from '../../lib/paths'

/** A text in both interface languages. */
export interface Bilingual {
  readonly vi: string
  readonly en: string
}
const t = (vi: string, en: string): Bilingual => ({ vi, en })

const day = (baseDate: string, days: number): string => {
  const date = addDays(baseDate, days)
  if (date === undefined) throw new Error(`content seed: baseDate ${baseDate} is not a YYYY-MM-DD date`)
  return date
}
const at = (baseDate: string, days: number, time: string) => `${day(baseDate, days)} ${time}`

// ---------------------------------------------------------------------------------------------
// Images: small SVGs as data URLs (news covers, attached sheets); the banners' and the products'
// pictures are files of the app (decision 0345). A news cover has no words: it shows on a page of
// either language (title '').

function svgImage(title: string, from: string, to: string, width = 1200, height = 400): string {
  const words =
    title === ''
      ? ''
      : `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 8)}" ` +
        `text-anchor="middle" dominant-baseline="middle">${title}</text>`
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${words}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

// ---------------------------------------------------------------------------------------------
// Banners

export function bannersSeed(): Banner[] {
  return [
    {
      Id: 1,
      Title_VN: 'Há cảo tôm: mua 10 tặng 1',
      Title_EN: 'Shrimp har gow: buy 10, get 1 free',
      ImageURL: bannerPicturePath(1),
      LinkURL: null,
      Sort: 1,
    },
    {
      Id: 2,
      Title_VN: 'Bún bò Huế ăn liền – sản phẩm mới',
      Title_EN: 'Instant Hue beef noodle soup – new',
      ImageURL: bannerPicturePath(2),
      LinkURL: null,
      Sort: 2,
    },
    {
      Id: 3,
      Title_VN: 'Chuỗi lạnh −18 °C từ nhà máy đến kho của bạn',
      Title_EN: 'A −18 °C cold chain from our plant to your warehouse',
      ImageURL: bannerPicturePath(3),
      LinkURL: null,
      Sort: 3,
    },
  ]
}

// ---------------------------------------------------------------------------------------------
// News

export const NEWS_CATEGORY_IDS = { company: 1, promotions: 2, products: 3, foodSafety: 4 } as const

export const NEWS_CATEGORIES: readonly NewsCategory[] = [
  {
    CategoryId: NEWS_CATEGORY_IDS.company,
    CategoryName_VN: 'Tin doanh nghiệp',
    CategoryName_EN: 'Company news',
  },
  { CategoryId: NEWS_CATEGORY_IDS.promotions, CategoryName_VN: 'Khuyến mãi', CategoryName_EN: 'Promotions' },
  {
    CategoryId: NEWS_CATEGORY_IDS.products,
    CategoryName_VN: 'Sản phẩm mới',
    CategoryName_EN: 'New products',
  },
  {
    CategoryId: NEWS_CATEGORY_IDS.foodSafety,
    CategoryName_VN: 'An toàn thực phẩm',
    CategoryName_EN: 'Food safety',
  },
]

interface NewsRow {
  readonly category: number
  /** Days before the base date. */
  readonly ago: number
  readonly time: string
  readonly title: Bilingual
  readonly summary: Bilingual
  readonly body: { readonly vi: readonly string[]; readonly en: readonly string[] }
  readonly cover?: readonly [string, string]
}

const p = (text: string) => `<p>${text}</p>`

const NEWS_ROWS: readonly NewsRow[] = [
  {
    category: NEWS_CATEGORY_IDS.promotions,
    ago: 2,
    time: '09:00:00',
    title: t(
      'Mua 10 thùng há cảo tôm, tặng 1 thùng chả giò',
      'Buy 10 cases of shrimp har gow, get 1 case of spring rolls',
    ),
    summary: t(
      'Chương trình áp dụng cho mọi đơn hàng đông lạnh trong tháng.',
      'The offer applies to every frozen order this month.',
    ),
    body: {
      vi: [
        p(
          'Từ nay đến hết thời gian khuyến mãi, mỗi <strong>10 thùng há cảo tôm</strong> được tặng <strong>1 thùng chả giò truyền thống</strong>.',
        ),
        '<ul><li>Áp dụng cho đơn hàng định dạng đông lạnh.</li><li>Hàng tặng giao cùng đơn hàng.</li></ul>',
        p('Ngày giao dự kiến (ETD) phải nằm trong thời gian khuyến mãi.'),
      ],
      en: [
        p(
          'Until the end of the offer, every <strong>10 cases of shrimp har gow</strong> come with <strong>1 free case of traditional spring rolls</strong>.',
        ),
        '<ul><li>For orders in the frozen format.</li><li>Free goods ship with the order.</li></ul>',
        p('The estimated time of departure (ETD) must fall within the promotion period.'),
      ],
    },
    cover: ['#c0392b', '#e67e22'],
  },
  {
    category: NEWS_CATEGORY_IDS.products,
    ago: 5,
    time: '14:30:00',
    title: t('Ra mắt bún bò Huế ăn liền', 'Introducing instant Hue beef noodle soup'),
    summary: t(
      'Hương vị cố đô trong gói 80 g, thùng 24 gói.',
      'The taste of the old capital in an 80 g pack, 24 packs a case.',
    ),
    body: {
      vi: [
        p('Bún bò Huế ăn liền với nước dùng sả và mắm ruốc đặc trưng, sợi bún dai.'),
        p('Quy cách: <em>24 gói x 80 g</em>. Đặt hàng ngay trên cổng đặt hàng.'),
      ],
      en: [
        p('Instant Hue beef noodle soup with its lemongrass and shrimp-paste broth and chewy noodles.'),
        p('Pack: <em>24 packs x 80 g</em>. Order it now on the portal.'),
      ],
    },
    cover: ['#8e44ad', '#c0392b'],
  },
  {
    category: NEWS_CATEGORY_IDS.company,
    ago: 9,
    time: '08:15:00',
    title: t('Lịch giao hàng dịp lễ', 'Holiday delivery schedule'),
    summary: t(
      'Kho lạnh và kho thường làm việc theo lịch mới trong tuần lễ.',
      'The cold and ambient warehouses work to a new schedule over the holiday week.',
    ),
    body: {
      vi: [
        p('Trong tuần lễ, kho chỉ xuất hàng từ thứ Hai đến thứ Sáu.'),
        p('Quý khách vui lòng chọn ngày nhận hàng (ETA) sớm để được xếp lịch.'),
      ],
      en: [
        p('Over the holiday week the warehouses ship Monday to Friday only.'),
        p('Please choose your arrival date (ETA) early to secure a slot.'),
      ],
    },
  },
  {
    category: NEWS_CATEGORY_IDS.foodSafety,
    ago: 14,
    time: '10:00:00',
    title: t('Bảo quản hàng đông lạnh đúng cách', 'Storing frozen goods properly'),
    summary: t(
      'Giữ −18 °C hoặc lạnh hơn, không rã đông rồi cấp đông lại.',
      'Keep at −18 °C or colder; never thaw and refreeze.',
    ),
    body: {
      vi: [
        '<ul><li>Nhiệt độ kho: −18 °C hoặc thấp hơn.</li><li>Không xếp thùng quá 8 lớp.</li><li>Xuất trước hàng nhập trước (FIFO).</li></ul>',
      ],
      en: [
        '<ul><li>Store at −18 °C or below.</li><li>Stack no more than 8 cases high.</li><li>First in, first out (FIFO).</li></ul>',
      ],
    },
    cover: ['#1f6fb2', '#16a085'],
  },
  {
    category: NEWS_CATEGORY_IDS.promotions,
    ago: 18,
    time: '16:45:00',
    title: t('Combo nước mắm và nước tương', 'Fish sauce and soy sauce combo'),
    summary: t(
      '2 thùng nước mắm, 1 thùng nước tương, tặng 1 thùng bột canh.',
      '2 cases of fish sauce, 1 of soy sauce, 1 free case of seasoning salt.',
    ),
    body: {
      vi: [p('Combo dành cho nhà hàng và bếp ăn công nghiệp, áp dụng trong thời gian ngắn.')],
      en: [p('A combo for restaurants and canteens, for a short time only.')],
    },
  },
  {
    category: NEWS_CATEGORY_IDS.company,
    ago: 25,
    time: '11:00:00',
    title: t('Nhà máy đạt chứng nhận FSSC 22000', 'Our plant is FSSC 22000 certified'),
    summary: t(
      'Chứng nhận an toàn thực phẩm quốc tế cho dây chuyền đông lạnh.',
      'International food safety certification for the frozen lines.',
    ),
    body: {
      vi: [p('Dây chuyền há cảo và chả giò đã được cấp chứng nhận <strong>FSSC 22000</strong>.')],
      en: [p('The dumpling and spring roll lines have been awarded <strong>FSSC 22000</strong>.')],
    },
  },
  {
    category: NEWS_CATEGORY_IDS.products,
    ago: 33,
    time: '09:30:00',
    title: t('Mực ống cắt khoanh và xíu mại sốt cà', 'Squid rings and meatballs in tomato sauce'),
    summary: t('Hai sản phẩm đông lạnh mới cho bếp ăn.', 'Two new frozen products for kitchens.'),
    body: {
      vi: [
        p('Mực ống cắt khoanh (12 túi x 500 g) và xíu mại sốt cà (24 gói x 350 g) đã có trên cổng đặt hàng.'),
      ],
      en: [
        p(
          'Squid rings (12 bags x 500 g) and meatballs in tomato sauce (24 packs x 350 g) are now on the portal.',
        ),
      ],
    },
  },
  {
    category: NEWS_CATEGORY_IDS.foodSafety,
    ago: 41,
    time: '15:00:00',
    title: t('Đọc nhãn hạn sử dụng', 'Reading the best-before label'),
    summary: t(
      'Ngày sản xuất và hạn sử dụng in trên mỗi thùng.',
      'Production and best-before dates are printed on every case.',
    ),
    body: {
      vi: [p('Mỗi thùng có mã lô, ngày sản xuất (NSX) và hạn sử dụng (HSD).')],
      en: [p('Every case shows its batch code, production date (NSX) and best-before date (HSD).')],
    },
  },
  {
    category: NEWS_CATEGORY_IDS.company,
    ago: 52,
    time: '13:20:00',
    title: t('Cổng đặt hàng có giao diện tiếng Anh', 'The ordering portal now speaks English'),
    summary: t('Chọn ngôn ngữ ở thanh trên cùng.', 'Pick the language in the top bar.'),
    body: {
      vi: [p('Cổng đặt hàng hỗ trợ tiếng Việt và tiếng Anh. Tiếng Việt là ngôn ngữ mặc định.')],
      en: [p('The portal supports Vietnamese and English. Vietnamese is the default.')],
    },
  },
  {
    category: NEWS_CATEGORY_IDS.promotions,
    ago: 60,
    time: '08:00:00',
    title: t('Tổng kết khuyến mãi quý trước', "Last quarter's promotions in review"),
    summary: t('Cảm ơn quý khách đã đồng hành.', 'Thank you for ordering with us.'),
    body: {
      vi: [p('Hơn 1.200 đơn hàng đã được giao trong quý trước.')],
      en: [p('More than 1,200 orders were delivered last quarter.')],
    },
  },
]

/** The news, newest first, ids from 1. */
export function newsSeed(baseDate: string): News[] {
  return NEWS_ROWS.map((row, i): News => ({
    Id: i + 1,
    CategoryId: row.category,
    Title_VN: row.title.vi,
    Title_EN: row.title.en,
    Summary_VN: row.summary.vi,
    Summary_EN: row.summary.en,
    CoverImageURL: row.cover ? svgImage('', row.cover[0], row.cover[1], 800, 450) : null,
    PublishTime: at(baseDate, -row.ago, row.time),
    Content_VN: row.body.vi.join(''),
    Content_EN: row.body.en.join(''),
  }))
}

// ---------------------------------------------------------------------------------------------
// Public texts (the homepage welcome and the About area)

export const PUBLIC_MODULES: readonly PublicModule[] = [
  {
    ModuleCode: 'Welcome',
    Title_VN: 'Chào mừng quý khách',
    Title_EN: 'Welcome',
    Content_VN: p(
      'Chào mừng quý khách đến với cổng đặt hàng. Đặt hàng, theo dõi đơn và thanh toán ở một nơi.',
    ),
    Content_EN: p('Welcome to the ordering portal. Order, track your orders and pay in one place.'),
  },
  {
    ModuleCode: 'CheckoutPayment',
    Title_VN: 'Thanh toán',
    Title_EN: 'Checkout and payment',
    Content_VN:
      p('Khách hàng thanh toán trước (TT) tải lên chứng từ chuyển khoản sau khi đơn được duyệt.') +
      '<ul><li>Chuyển khoản ngân hàng, ghi rõ số đơn BB.</li><li>Đơn được xác nhận sau khi kế toán kiểm tra chứng từ.</li></ul>',
    Content_EN:
      p('Customers paying in advance (TT) upload the transfer voucher once the order is approved.') +
      '<ul><li>Bank transfer, quoting the BB order number.</li><li>The order is confirmed once accounting has checked the voucher.</li></ul>',
  },
  {
    ModuleCode: 'TermsConditions',
    Title_VN: 'Điều khoản và điều kiện',
    Title_EN: 'Terms and conditions',
    Content_VN:
      p('Mỗi đơn hàng tối thiểu 100 thùng và chỉ gồm một định dạng sản phẩm.') +
      p('Đơn hàng đông lạnh tối đa 2.300 thùng. Giá đã bao gồm VAT.'),
    Content_EN:
      p('Each order is at least 100 cases and holds one product format only.') +
      p('A frozen order is at most 2,300 cases. Prices include VAT.'),
  },
  {
    ModuleCode: 'AboutQA',
    Title_VN: 'Hỏi đáp',
    Title_EN: 'Q&A',
    Content_VN: p(
      'Gửi câu hỏi từ biểu tượng hỏi đáp trên thanh trên cùng; chúng tôi trả lời trong một ngày làm việc.',
    ),
    Content_EN: p('Send a question from the Q&A icon in the top bar; we answer within one working day.'),
  },
]

// ---------------------------------------------------------------------------------------------
// Q&A threads

export interface SeedReply {
  readonly content: Bilingual
  /** Days and time after the question. */
  readonly after: number
  readonly time: string
  readonly attachments?: readonly FileLink[]
}

export interface SeedThread {
  readonly question: Bilingual
  /** The product the question is about: its picture shows beside it (decision 0345). */
  readonly product?: string
  /** Days before the base date. */
  readonly ago: number
  readonly time: string
  readonly attachments?: readonly FileLink[]
  readonly replies: readonly SeedReply[]
}

/** A thread with its dates resolved against the base date. */
export interface DatedThread {
  readonly question: Bilingual
  readonly product: string | null
  readonly createTime: string
  readonly attachments: readonly FileLink[]
  readonly replies: ReadonlyArray<{
    readonly content: Bilingual
    readonly createTime: string
    readonly attachments: readonly FileLink[]
  }>
}

const specSheet = (name: string, title: string): FileLink => ({
  FileName: name,
  FileURL: svgImage(title, '#2c3e50', '#7f8c8d', 600, 800),
})

const PRODUCT_QA: readonly SeedThread[] = [
  {
    question: t('Há cảo tôm bảo quản được bao lâu?', 'How long does shrimp har gow keep?'),
    product: 'FZ001',
    ago: 40,
    time: '09:12:00',
    replies: [
      {
        content: t('12 tháng ở −18 °C kể từ ngày sản xuất.', '12 months at −18 °C from the production date.'),
        after: 1,
        time: '10:00:00',
      },
    ],
  },
  {
    question: t(
      'Nước mắm 40 độ đạm có chứa chất bảo quản không?',
      'Does the 40°N fish sauce contain preservatives?',
    ),
    product: 'SS001',
    ago: 35,
    time: '14:05:00',
    replies: [
      {
        content: t('Không. Thành phần chỉ gồm cá cơm và muối.', 'No. It is made of anchovies and salt only.'),
        after: 0,
        time: '16:30:00',
        attachments: [specSheet('thong-so-nuoc-mam.svg', 'Nước mắm 40°N')],
      },
    ],
  },
  {
    question: t(
      'Mì ly hải sản có bản không cay không?',
      'Is there a mild version of the seafood cup noodles?',
    ),
    product: 'MI006',
    ago: 28,
    time: '11:40:00',
    replies: [
      {
        content: t('Hiện chưa có; chúng tôi đã ghi nhận đề xuất.', 'Not yet; we have noted the suggestion.'),
        after: 2,
        time: '09:00:00',
      },
    ],
  },
  {
    question: t('Cá ngừ ngâm dầu dùng dầu gì?', 'Which oil is the tuna packed in?'),
    product: 'CN002',
    ago: 21,
    time: '08:25:00',
    replies: [{ content: t('Dầu đậu nành tinh luyện.', 'Refined soybean oil.'), after: 0, time: '13:15:00' }],
  },
  {
    question: t(
      'Giò lụa giao bằng xe lạnh phải không?',
      'Is the pork roll delivered in a refrigerated truck?',
    ),
    product: 'CH001',
    ago: 15,
    time: '17:50:00',
    replies: [
      {
        content: t('Đúng, hàng mát giao ở 0–4 °C.', 'Yes, chilled goods travel at 0–4 °C.'),
        after: 1,
        time: '08:40:00',
      },
      {
        content: t('Biên bản nhiệt độ kèm theo mỗi chuyến.', 'A temperature log comes with every delivery.'),
        after: 1,
        time: '08:45:00',
      },
    ],
  },
  {
    question: t(
      'Bánh tráng gạo có giấy chứng nhận không chứa gluten không?',
      'Is the rice paper certified gluten-free?',
    ),
    product: 'DR001',
    ago: 9,
    time: '10:10:00',
    replies: [],
  },
  {
    question: t('Quy cách thùng tôm thẻ bóc nõn là gì?', 'What is the case pack of the peeled shrimp?'),
    product: 'FZ005',
    ago: 6,
    time: '15:30:00',
    replies: [
      { content: t('10 túi x 1 kg mỗi thùng.', '10 bags x 1 kg per case.'), after: 0, time: '16:00:00' },
    ],
  },
  {
    question: t('Hạt nêm có bao bì 400 g không?', 'Do the seasoning granules come in 400 g bags?'),
    product: 'SS005',
    ago: 3,
    time: '09:05:00',
    replies: [
      {
        content: t(
          'Có, mã sản phẩm sẽ được thêm vào cổng tháng sau.',
          'Yes, the product code will be on the portal next month.',
        ),
        after: 0,
        time: '11:20:00',
      },
    ],
  },
]

/** The questions each demo account starts with (GetMyQuestionHistory), by account. */
const MY_QUESTIONS: Readonly<Record<string, readonly SeedThread[]>> = {
  'customer@demo.vn': [
    {
      question: t(
        'Chi nhánh Đà Nẵng có đặt được hàng đông lạnh không?',
        'Can the Da Nang branch order frozen goods?',
      ),
      ago: 12,
      time: '10:20:00',
      replies: [
        {
          content: t(
            'Hiện chi nhánh Đà Nẵng được đặt hàng thường và hàng mát; hàng đông lạnh sẽ mở sau khi kho lạnh khu vực hoạt động.',
            'The Da Nang branch can order ambient and chilled goods; frozen goods open once the regional cold store is running.',
          ),
          after: 1,
          time: '09:10:00',
        },
      ],
    },
    {
      question: t(
        'Tôi đã chuyển khoản cho đơn BB, xin kiểm tra giúp.',
        'I have paid for my BB order by transfer, please check.',
      ),
      ago: 4,
      time: '16:02:00',
      attachments: [specSheet('uy-nhiem-chi.svg', 'UNC')],
      replies: [
        {
          content: t(
            'Kế toán đã nhận chứng từ và đang đối soát.',
            'Accounting has the voucher and is reconciling it.',
          ),
          after: 0,
          time: '17:30:00',
        },
      ],
    },
    {
      question: t('Há cảo tôm có loại gói 1 kg không?', 'Does the shrimp har gow come in 1 kg packs?'),
      product: 'FZ001',
      ago: 7,
      time: '14:20:00',
      replies: [
        {
          content: t(
            'Hiện chỉ có gói 500 g; gói 1 kg cho nhà hàng sẽ ra mắt trong quý tới.',
            'Only 500 g packs for now; a 1 kg pack for restaurants comes next quarter.',
          ),
          after: 1,
          time: '09:30:00',
        },
      ],
    },
    {
      question: t(
        'Có thể đổi ngày nhận hàng sau khi đặt không?',
        'Can I change the arrival date after ordering?',
      ),
      ago: 1,
      time: '08:45:00',
      replies: [],
    },
  ],
  'credit@demo.vn': [
    {
      question: t(
        'Hạn mức tín dụng của công ty có thể tăng không?',
        "Can our company's credit limit be raised?",
      ),
      ago: 20,
      time: '13:00:00',
      replies: [
        {
          content: t(
            'Vui lòng gửi báo cáo tài chính năm gần nhất; phòng tín dụng sẽ xem xét trong 5 ngày làm việc.',
            'Please send your latest annual financial statements; the credit team reviews them within 5 working days.',
          ),
          after: 2,
          time: '10:00:00',
        },
      ],
    },
  ],
  'distributor@demo.vn': [],
}

function dated(baseDate: string, thread: SeedThread): DatedThread {
  const asked = -thread.ago
  return {
    question: thread.question,
    product: thread.product ?? null,
    createTime: at(baseDate, asked, thread.time),
    attachments: thread.attachments ?? [],
    replies: thread.replies.map((r) => ({
      content: r.content,
      createTime: at(baseDate, asked + r.after, r.time),
      attachments: r.attachments ?? [],
    })),
  }
}

/** The product Q&A page's threads, newest first. */
export const productQaSeed = (baseDate: string): DatedThread[] =>
  PRODUCT_QA.map((thread) => dated(baseDate, thread)).sort((a, b) => b.createTime.localeCompare(a.createTime))

/** The threads an account starts with in its question history (none for an unknown account). */
export const myQuestionsSeed = (baseDate: string, account: string): DatedThread[] =>
  (MY_QUESTIONS[account] ?? []).map((thread) => dated(baseDate, thread))

/** The accounts that start with questions. */
export const SEEDED_QUESTION_ACCOUNTS = Object.keys(MY_QUESTIONS)
