import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { authStore } from '../lib/auth-storage'

/**
 * The files of a worker share one jsdom window (vitest.config.ts): each file starts as on a
 * page of its own, with empty storage (the stores that keep a copy of it, the login, the cart,
 * the shortlist, hear of it as of a logout in another tab) at the address jsdom starts on, and
 * with an empty page.
 */
beforeAll(() => {
  if (typeof window === 'undefined') return
  localStorage.clear()
  sessionStorage.clear()
  window.dispatchEvent(new StorageEvent('storage', { key: null }))
  window.history.replaceState(null, '', '/')
  // Markup a file wrote itself (not through Testing Library's render, which cleanup empties).
  document.body.replaceChildren()
})

afterEach(() => {
  cleanup()
  // Through the store, so its cached snapshot forgets the login too (jsdom tests only).
  if (typeof localStorage !== 'undefined') authStore.clear()
})
