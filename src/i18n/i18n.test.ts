import { describe, expect, it, vi } from 'vitest'
import { storage } from '../lib/storage'
import {
  APP_NAMESPACES,
  CORE_NAMESPACES,
  createAppI18n,
  DEFAULT_LANGUAGE,
  initialLanguage,
  LANGUAGES,
  loadAppTexts,
  loadTexts,
  namespaces,
  i18n as appI18n,
} from './index'
import { withTexts } from './with-texts'
import { createI18n } from './all-texts'
import { resources } from './resources'

type Tree = { [key: string]: string | Tree }
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  )
}

describe('i18n resources', () => {
  it('R-I18N-005 the languages are vi and en, with vi first', () => {
    expect(LANGUAGES).toEqual(['vi', 'en'])
  })

  it('R-I18N-007 every namespace has the same keys in Vietnamese and English', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.vi).sort())
    for (const ns of Object.keys(resources.vi)) {
      const vi = keysOf(resources.vi[ns]!).sort()
      const en = keysOf(resources.en[ns] ?? {}).sort()
      expect({ ns, missingInEnglish: vi.filter((k) => !en.includes(k)) }).toEqual({
        ns,
        missingInEnglish: [],
      })
      expect({ ns, missingInVietnamese: en.filter((k) => !vi.includes(k)) }).toEqual({
        ns,
        missingInVietnamese: [],
      })
    }
  })

  it('R-I18N-007 no text is empty in either language', () => {
    for (const lng of LANGUAGES) {
      for (const [ns, tree] of Object.entries(resources[lng])) {
        for (const key of keysOf(tree)) {
          const text = key
            .split('.')
            .reduce<Tree | string | undefined>(
              (node, part) => (typeof node === 'object' ? node[part] : undefined),
              tree,
            )
          expect({ lng, ns, key, empty: typeof text === 'string' && text.trim() === '' }).toMatchObject({
            empty: false,
          })
        }
      }
    }
  })

  it('R-I18N-006 with no stored language the portal starts in Vietnamese, and falls back to it', () => {
    storage.removeCookie('language')
    expect(initialLanguage()).toBe('vi')
    expect(DEFAULT_LANGUAGE).toBe('vi')
    const i18n = createI18n('en')
    i18n.addResource('vi', 'common', 'onlyInVietnamese', 'Chỉ có tiếng Việt')
    expect(i18n.t('common:onlyInVietnamese')).toBe('Chỉ có tiếng Việt')
  })

  it('R-I18N-001 switching language changes the texts, <html lang> and the stored language', async () => {
    const i18n = createI18n('vi')
    expect(i18n.t('auth:login.title')).toBe('Đăng nhập')
    await i18n.changeLanguage('en')
    expect(i18n.t('auth:login.title')).toBe('Sign in')
    expect(document.documentElement.lang).toBe('en')
    expect(storage.getCookie('language')).toBe('en')
    expect(initialLanguage()).toBe('en')
  })

  it('R-I18N-006 an invalid stored language is ignored', () => {
    storage.setCookie('language', 'zh')
    expect(initialLanguage()).toBe('vi')
    storage.removeCookie('language')
  })

  it('uses the spec messages verbatim in English', () => {
    const en = createI18n('en')
    expect(en.t('common:messages.orderSuccessful')).toBe('Order successful')
    expect(en.t('common:messages.submitted')).toBe('Successfully submitted !')
    expect(en.t('common:messages.submissionFailed')).toBe('Submission failed! Please try again.')
    expect(en.t('common:messages.uploadSuccessful')).toBe('Upload Successful')
    expect(en.t('common:messages.uploadFailed')).toBe('Upload Failed')
    expect(en.t('common:messages.DownloadSuccessful')).toBe('Download Successful')
    expect(en.t('common:messages.pleaseUploadPaymentVoucher')).toBe('Please upload payment voucher')
    expect(en.t('common:messages.noToken')).toBe('No Token')
    expect(en.t('common:messages.pleaseInputContent')).toBe('Please input content')
    expect(en.t('errors:offline')).toBe('Please check your network')
    expect(en.t('errors:generic')).toBe('Error')
  })
})

describe("the app's texts, loaded by screen (decision 0042)", () => {
  const firstKey = (ns: string) => keysOf(resources.vi[ns]!)[0]!
  const text = (lng: 'vi' | 'en', ns: string, key: string) =>
    key
      .split('.')
      .reduce<Tree | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        resources[lng][ns],
      )

  it('R-I18N-007 every namespace on disk can be loaded, and the core ones are among them', () => {
    expect([...namespaces].sort()).toEqual(Object.keys(resources.vi).sort())
    for (const ns of CORE_NAMESPACES) expect(namespaces).toContain(ns)
    expect(APP_NAMESPACES).not.toContain('backend')
    expect([...APP_NAMESPACES, 'backend'].sort()).toEqual([...namespaces].sort())
  })

  it('R-I18N-006 the app instance starts in Vietnamese with the login texts only', () => {
    storage.removeCookie('language')
    const i18n = createAppI18n()
    expect(i18n.language).toBe('vi')
    expect(i18n.t('auth:login.title')).toBe('Đăng nhập')
    for (const ns of CORE_NAMESPACES) {
      expect(i18n.getResourceBundle('vi', ns)).toEqual(resources.vi[ns])
      expect(i18n.getResourceBundle('en', ns)).toEqual(resources.en[ns])
    }
    expect(i18n.hasResourceBundle('vi', 'placeOrder')).toBe(false)
  })

  it('R-I18N-001 R-PERF-027 an English page downloads its screen texts in English only', async () => {
    const asked: string[] = []
    const i18n = createAppI18n('en', (language, namespace) => {
      asked.push(`${language}/${namespace}`)
      return Promise.resolve(resources[language as 'vi' | 'en'][namespace] as never)
    })
    await loadAppTexts(i18n)
    for (const ns of APP_NAMESPACES) {
      expect({ ns, en: i18n.getResourceBundle('en', ns) }).toEqual({ ns, en: resources.en[ns] })
      expect({ ns, vi: i18n.hasResourceBundle('vi', ns) }).toEqual({
        ns,
        vi: CORE_NAMESPACES.includes(ns as never),
      })
      expect(i18n.t(`${ns}:${firstKey(ns)}`)).toBe(text('en', ns, firstKey(ns)))
    }
    expect(asked.filter((a) => a.startsWith('vi/'))).toEqual([])
    expect(i18n.hasResourceBundle('en', 'backend')).toBe(false)
    await i18n.changeLanguage('vi')
    expect(i18n.t(`placeOrder:${firstKey('placeOrder')}`)).toBe(
      text('vi', 'placeOrder', firstKey('placeOrder')),
    )
  })

  it('R-PERF-027 R-I18N-006 a key missing in English downloads the Vietnamese texts and falls back to them', async () => {
    const asked: string[] = []
    const key = firstKey('orders')
    const withoutKey = structuredClone(resources.en.orders!)
    const path = key.split('.')
    const parent = path.slice(0, -1).reduce<Tree>((node, part) => node[part] as Tree, withoutKey)
    delete parent[path.at(-1)!]
    const i18n = createAppI18n('en', (language, namespace) => {
      asked.push(`${language}/${namespace}`)
      const tree =
        language === 'en' && namespace === 'orders'
          ? withoutKey
          : resources[language as 'vi' | 'en'][namespace]
      return Promise.resolve(tree as never)
    })
    await loadAppTexts(i18n)
    expect(asked.some((a) => a.startsWith('vi/'))).toBe(false)
    // The first lookup finds nothing in English and asks for Vietnamese.
    expect(i18n.t(`orders:${key}`)).toBe(key)
    await vi.waitFor(() => expect(i18n.t(`orders:${key}`)).toBe(text('vi', 'orders', key)))
    expect(asked).toContain('vi/orders')
    // The other keys stay English, and the next screen's texts come in both languages.
    expect(i18n.t(`placeOrder:${firstKey('placeOrder')}`)).toBe(
      text('en', 'placeOrder', firstKey('placeOrder')),
    )
    await loadAppTexts(i18n)
    expect(i18n.hasResourceBundle('vi', 'placeOrder')).toBe(true)
  })

  it('R-PERF-020 loadAppTexts rejects while a namespace cannot be downloaded, and asks for it again at the next call', async () => {
    let offline = true
    const asked: string[] = []
    const i18n = createAppI18n('en', (language, namespace) => {
      asked.push(`${language}/${namespace}`)
      if (offline && namespace === 'orders') return Promise.reject(new TypeError('Failed to fetch'))
      return Promise.resolve(resources[language as 'vi' | 'en'][namespace] as never)
    })
    await expect(loadAppTexts(i18n)).rejects.toThrow('texts not downloaded: orders')
    expect(asked.filter((a) => a === 'en/orders').length).toBeGreaterThanOrEqual(2)
    offline = false
    await loadAppTexts(i18n)
    expect(i18n.t('orders:table.refresh')).toBe('Refresh')
  })

  it('R-PERF-035 R-I18N-001 a screen downloads its own namespaces only, and a language change downloads those again', async () => {
    const asked: string[] = []
    const i18n = createAppI18n('vi', (language, namespace) => {
      asked.push(`${language}/${namespace}`)
      return Promise.resolve(resources[language as 'vi' | 'en'][namespace] as never)
    })
    await loadTexts(['home', 'orders'], i18n)
    expect(asked.sort()).toEqual(['vi/home', 'vi/orders'])
    expect(i18n.t(`home:${firstKey('home')}`)).toBe(text('vi', 'home', firstKey('home')))
    expect(i18n.hasResourceBundle('vi', 'placeOrder')).toBe(false)
    // Asked again (another part showing them), nothing more downloads.
    await loadTexts(['orders'], i18n)
    expect(asked).toHaveLength(2)
    asked.length = 0
    await i18n.changeLanguage('en')
    expect(asked.sort()).toEqual(['en/home', 'en/orders'])
    expect(i18n.t(`orders:${firstKey('orders')}`)).toBe(text('en', 'orders', firstKey('orders')))
    // The next screen's namespace comes in English alone.
    await loadTexts(['workplace'], i18n)
    expect(asked.filter((a) => a.endsWith('/workplace'))).toEqual(['en/workplace'])
  })

  it('R-PERF-035 R-PERF-020 withTexts gives the module once its namespaces are there, and fails while they cannot be downloaded', async () => {
    const language = appI18n.language
    expect(appI18n.hasResourceBundle(language, 'tracking')).toBe(false)
    const load = withTexts(['tracking'], () => Promise.resolve({ default: 'the part' }))
    expect(load.namespaces).toEqual(['tracking'])
    await expect(load()).resolves.toEqual({ default: 'the part' })
    expect(appI18n.hasResourceBundle(language, 'tracking')).toBe(true)
    expect(appI18n.hasResourceBundle(language, 'placeOrder')).toBe(false)
    let offline = true
    const i18n = createAppI18n('vi', (lng, namespace) =>
      offline && namespace === 'vietQr'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(resources[lng as 'vi' | 'en'][namespace] as never),
    )
    await expect(loadTexts(['vietQr', 'orders'], i18n)).rejects.toThrow('texts not downloaded: vietQr')
    offline = false
    await loadTexts(['vietQr'], i18n)
    expect(i18n.t(`vietQr:${firstKey('vietQr')}`)).toBe(text('vi', 'vietQr', firstKey('vietQr')))
  })

  it('R-I18N-001 a language change loads the screen texts of the new language before switching', async () => {
    const i18n = createAppI18n('vi')
    await loadAppTexts(i18n)
    expect(i18n.hasResourceBundle('en', 'placeOrder')).toBe(false)
    await i18n.changeLanguage('en')
    expect(i18n.hasResourceBundle('en', 'placeOrder')).toBe(true)
    expect(i18n.t(`placeOrder:${firstKey('placeOrder')}`)).toBe(
      text('en', 'placeOrder', firstKey('placeOrder')),
    )
    await i18n.changeLanguage('vi')
  })
})
