// English in a Vietnamese text (R-I18N-008, decision 0347): the checks the locale test
// (src/i18n/every-word.test.ts) and the Vietnamese page journey (specs/e2e/every-word.spec.ts) share.
//
// A Vietnamese word written without diacritics is still one syllable of Vietnamese's shape (an
// initial consonant, a vowel group, a final consonant: "Vui", "theo", "trang"); an English word
// rarely is ("file", "Order", "Cancel", "Status"). A Latin word of a Vietnamese text that is not
// such a syllable, and not on the allow-list below, is English. A page also carries data (product,
// company and people's names, addresses), so on a page only a dictionary of the words of an
// interface is looked for.

/**
 * The Latin words a Vietnamese text may hold: the spec's codes and abbreviations, units, file
 * types, protocol names, brands and the loanwords Vietnamese uses for these things.
 */
export const ALLOWED_WORDS: ReadonlySet<string> = new Set([
  // the spec's codes and abbreviations
  'BB',
  'SO',
  'ETA',
  'ETD',
  'VAT',
  'VND',
  'TT',
  'FOC',
  // a purchase order's number, as Vietnamese buyers say it too (R-PO-001)
  'PO',
  // Vietnamese abbreviations: Chủ nhật, số lượng, số thứ tự, ví dụ, trách nhiệm hữu hạn, thành phố
  'CN',
  'SL',
  'STT',
  'VD',
  'TNHH',
  'TP',
  // units, date patterns and technical names
  'MB',
  'KB',
  'GB',
  'ft',
  'DD',
  'MM',
  'YYYY',
  'HH',
  'mm',
  'HTTP',
  'JSON',
  'API',
  'PDF',
  'pdf',
  'PNG',
  'JPEG',
  'SVG',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'svg',
  'pic',
  'xlsx',
  'csv',
  // the code banking apps scan, as Vietnamese banks name it: "mã QR" (R-QR-004)
  'QR',
  // brands and names of things
  'VietQR',
  'Excel',
  'Stately',
  'English',
  // loanwords of Vietnamese business and web use
  'Email',
  'email',
  'container',
  'Menu',
  'menu',
  'Logo',
])

/** Words of Vietnamese shape that are English words a Vietnamese text never holds. */
const ENGLISH_OF_VIETNAMESE_SHAPE: ReadonlySet<string> = new Set([
  'the',
  'that',
  'then',
  'them',
  'than',
  'not',
  'no',
  'at',
  'it',
  'up',
  'on',
])

// One Vietnamese syllable, its diacritics left out.
const SYLLABLE = new RegExp(
  '^(ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|b|c|d|g|h|k|l|m|n|p|r|s|t|v|x)?' +
    '(uye|uya|uyu|ieu|yeu|oai|oay|oao|oeo|uay|uoi|uou|ai|ao|au|ay|eo|eu|ia|ie|iu|oa|oe|oi|oo|ua|ue|ui|uo|uu|uy|ya|ye|a|e|i|o|u|y)' +
    '(ch|nh|ng|c|m|n|p|t)?$',
  'i',
)

/**
 * What is not words: placeholders, tags, e-mail and web addresses, query keys, media types, paths,
 * and a field's name in straight double quotes (a code, as in 'the field "file"').
 */
function wordsOnly(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.(?:ai|vn|com|io|org|net)\b\S*/gi, ' ')
    .replace(/\?[\w=&-]+/g, ' ')
    .replace(/\b[\w-]+\/[\w.*+-]+/g, ' ')
    .replace(/"[A-Za-z]+"/g, ' ')
}

/** The Latin words (letters a-z only) of a text. */
const latinWords = (text: string): string[] =>
  (wordsOnly(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => /^[A-Za-z]+$/.test(word))

const isVietnameseShape = (word: string) =>
  SYLLABLE.test(word) && !ENGLISH_OF_VIETNAMESE_SHAPE.has(word.toLowerCase())

/** The Latin words of a text not on the allow-list (for a text the same in both languages). */
export const unallowedLatinWords = (text: string): string[] =>
  latinWords(text).filter((word) => !ALLOWED_WORDS.has(word))

/** The words of a Vietnamese text that are neither Vietnamese nor allowed: its English. */
export function foreignWords(text: string): string[] {
  return latinWords(text).filter((word) => !ALLOWED_WORDS.has(word) && !isVietnameseShape(word))
}

/**
 * The words of an interface a Vietnamese page must not show in English: actions, states, labels
 * and the browser's own "Choose file / No file chosen".
 */
export const ENGLISH_UI_WORDS: ReadonlySet<string> = new Set(
  (
    'order orders cancel save submit choose file files chosen pending status total amount quantity ' +
    'confirmed draft drafts delete edit view close open back next previous search filter filters ' +
    'reset clear apply upload download export print home profile workplace notifications notification ' +
    'settings language logout login sign password account company customer address shipping invoice ' +
    'payment voucher support tracking history date created price product products name code type ' +
    'role terms credit limit used available yes allowed loading error failed success successful ' +
    'please select add remove new all none unread read mark more less show hide page of rows per ' +
    'month year sales report top cases case actions action approve ship ahead earlier real time clock ' +
    'office simulator question questions answer send attach the and or with your no'
  ).split(' '),
)

/** The interface words of a Vietnamese page's visible text that are English, once each. */
export function englishUiWords(text: string): string[] {
  const found = latinWords(text).filter(
    (word) => !ALLOWED_WORDS.has(word) && ENGLISH_UI_WORDS.has(word.toLowerCase()),
  )
  return [...new Set(found)]
}
