// Vitest setup: jest-dom matchers, DOM cleanup between tests, Vietnamese as the starting language.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
})
