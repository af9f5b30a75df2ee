// @vitest-environment node
// As the render server runs it: no document, no local storage, the API behind `fetch`.
import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import { createStaticHandler } from 'react-router'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../app/router'
import { lazyPart } from '../lib/lazy-part'
import { renderSignedIn } from './render-signed-in'

const SEEKER = { id: 7, name: 'Priya Nair', user_type: 1 }
/** Loading a page's code the first time takes seconds on a busy two-core machine. */
const SLOW = { timeout: 60_000 }

/** The API as the render server's `fetch` reaches it: the wallet's reads, nothing else. */
function fakeApi(credits: number) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input)
    const json = (data: unknown) =>
      new Response(JSON.stringify({ success: true, data }), {
        headers: { 'content-type': 'application/json' },
      })
    if (input === '/api/wallet') return json({ credits })
    if (input.startsWith('/api/credit-packs')) return json({ packs: [] })
    return new Response('{"success":false,"code":"NOT_FOUND","message":"no"}', { status: 404 })
  })
  return asked
}

describe('a signed-in page drawn by the server', () => {
  afterEach(() => vi.unstubAllGlobals())
  const handler = createStaticHandler(routes)

  it(
    'shows the user’s name and balance and carries the answers it was drawn from',
    SLOW,
    async () => {
      const asked = fakeApi(4321)
      const page = await renderSignedIn(handler, '/wallet', SEEKER)
      expect(asked).toContain('/api/wallet')
      expect(page!.html).toContain('Priya Nair')
      expect(page!.html).toContain('4,321')
      expect(page!.html).not.toContain(AUTH_MESSAGES.loginRequired)
      expect(page!.head).toContain('<title>')
      expect(page!.state.user).toEqual(SEEKER)
      const keys = page!.state.queries.queries.map((q) => q.queryKey)
      expect(keys).toContainEqual(['wallet', 'balance'])
      // A failed read is left to the browser: it is not in the state.
      expect(page!.state.queries.queries.every((q) => q.state.status === 'success')).toBe(true)
    },
  )

  it('draws nothing for a route not drawn signed in, nor for an unknown path', SLOW, async () => {
    fakeApi(0)
    expect(await renderSignedIn(handler, '/account', SEEKER)).toBeNull()
    expect(await renderSignedIn(handler, '/no/such/page', SEEKER)).toBeNull()
  })

  it('renders the next page as a visitor again (the user does not stay behind)', SLOW, async () => {
    fakeApi(10)
    await renderSignedIn(handler, '/wallet', SEEKER)
    const { renderVisitorPages } = await import('./render-pages')
    const wallet = (await renderVisitorPages()).find((p) => p.path === '/wallet')!
    expect(wallet.html).not.toContain('Priya Nair')
    expect(wallet.html).toContain(AUTH_MESSAGES.loginRequired)
  })
})

describe('a lazy part of a signed-in page (the owner view)', () => {
  it('is drawn by the server once its code has loaded, not left to the browser', async () => {
    fakeApi(0)
    // Code that takes a moment to load, as a chunk the server has not loaded since it started.
    const Part = lazyPart(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return { default: () => <p>The owner view</p> }
    })
    const handler = createStaticHandler([
      {
        path: '/owned',
        handle: { signedIn: true },
        Component: () => (
          <Suspense fallback={<p>Loading</p>}>
            <Part />
          </Suspense>
        ),
      },
    ])
    const page = await renderSignedIn(handler, '/owned', SEEKER)
    expect(page!.html).toContain('The owner view')
    // React's mark of a boundary it gave up on the server (the browser then throws error 419).
    expect(page!.html).not.toContain('<!--$!-->')
  })
})
