import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { authStore } from '../lib/auth-storage'

afterEach(() => {
  cleanup()
  // Through the store, so its cached snapshot forgets the login too (jsdom tests only).
  if (typeof localStorage !== 'undefined') authStore.clear()
})
