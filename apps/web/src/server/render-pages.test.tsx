// @vitest-environment node
// As the API's page renderer runs it: no document, no local storage.
import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import { describe, expect, it } from 'vitest'
import { prerenderPatterns, renderVisitorPages } from './render-pages'

/** Rendering every page loads every page's code first: seconds on a busy two-core machine. */
const RENDER_ALL = { timeout: 60_000 }

describe('the pages the server renders for visitors', () => {
  it('are the fixed paths and the pages that are the same for every id, not the 404 page', () => {
    const patterns = prerenderPatterns()
    expect(patterns).toEqual(expect.arrayContaining(['/', '/property', '/property/:id', '/login']))
    expect(patterns).toContain('/about-us')
    expect(patterns.some((p) => p.includes('*'))).toBe(false)
    expect(patterns.filter((p) => p.includes(':'))).toEqual(['/property/:id'])
  })

  it(
    'render with the title in the head part and no script or inline style (the CSP forbids both)',
    RENDER_ALL,
    async () => {
      const pages = await renderVisitorPages()
      expect(pages.map((p) => p.path)).toEqual(prerenderPatterns())
      for (const page of pages) {
        expect(page.html, page.path).toMatch(/^<div class="flex min-h-dvh flex-col /)
        expect(page.html, page.path).not.toMatch(/<script|<title|\sstyle="/)
        expect(page.head, page.path).not.toMatch(/<script|<div/)
      }
      const login = pages.find((p) => p.path === '/login')!
      expect(login.head).toContain('<title>Login | ')
      expect(login.html).toContain('Login to your account')
      expect(login.html).toContain('href="/register"')
    },
  )

  it(
    "show a visitor the login request where a page's content needs a login",
    RENDER_ALL,
    async () => {
      const pages = await renderVisitorPages()
      for (const path of ['/property', '/property/:id', '/wallet', '/map-location', '/compare']) {
        const page = pages.find((p) => p.path === path)!
        expect(page.html, path).toContain(AUTH_MESSAGES.loginRequired)
        // The popup is a closed <dialog> until the app opens it: its text stays on the page.
        expect(page.html, path).toMatch(/<dialog (?![^>]*\sopen)/)
      }
    },
  )
})
