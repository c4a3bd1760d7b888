// Stands in for msw's cookie store (msw/lib/core/utils/cookieStore.mjs) in the built demo, on the
// page and in the mock backend's worker. msw keeps there the cookies that mocked responses set,
// through tough-cookie (27 KB minified, evaluated when the mock starts on the page); this backend
// sets none: the page keeps the session's cookies and each call brings them along (decision
// 0325). A response that tried to set one fails loudly rather than losing its cookie silently.
// Signature as msw's `cookieStore`, which its handlers call as getCookies(url) and
// setCookie(setCookieHeader, url).

/** The store's stored cookies for a request: never any. */
export const cookieStore = {
  getCookies: (_url: string): never[] => [],
  setCookie: async (_setCookie: string, _url: string): Promise<never> => {
    throw new Error(
      'The mock backend sets no cookies: msw cookie store left out of the build (decision 0325)',
    )
  },
}
