// Build-time environment, read once. `VITE_API_BASE_URL` unset means the embedded mock backend.
export type AppEnv = 'dev' | 'fat' | 'uat' | 'prod'

const rawEnv = (import.meta.env.VITE_APP_ENV as string | undefined) ?? (import.meta.env.DEV ? 'dev' : 'prod')

export const appEnv: AppEnv = (['dev', 'fat', 'uat', 'prod'] as const).find((e) => e === rawEnv) ?? 'prod'

/** Base URL of the API, without a trailing slash; '' means the page's own origin (mock mode). */
export const apiBaseUrl: string = ((import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '').replace(
  /\/+$/,
  '',
)

export const PRODUCT_NAME_KEY = 'common:app.productName'
