import type { Browser, BrowserContextOptions, Page, Request } from '@playwright/test'
import { HEADER_FIXED_AFTER_PX, SCROLL_TOP_BUTTON_AFTER_PX } from '@app/contract/constants'
import { asSeparateClient } from './accounts'
import { expect, test as journey, waitForAppOnNavigation } from './fixtures'

/**
 * Every route at 360 px as each role (issue 25): nothing overflows sideways, every primary control
 * has a 44 x 44 px hit area, and the floating scroll-to-top button covers no control and no text:
 * not at the end of the page, and never anything fixed or sticky (bars, toasts, sheets).
 *
 * SWEEP_SHOTS=1 also saves each page at 360, 390 and 1440 px to /tmp/shots/sweep/ for a person to
 * look at.
 */

type Role = 'visitor' | 'seeker' | 'owner' | 'admin'
const DEMO: Record<Exclude<Role, 'visitor'>, { login: string; password: string }> = {
  seeker: { login: '9000000001', password: 'demo-seeker' },
  owner: { login: 'owner@demo.godownhub.in', password: 'demo-owner' },
  admin: { login: 'admin@demo.godownhub.in', password: 'demo-admin' },
}

/** A published demo listing (the Bhiwandi showcase) and the demo articles' first entries. */
const LISTING = '/property/1'
const FIRST_OF = { blog: '/blog', project: '/project' } as const

const PUBLIC = [
  '/',
  '/home-six',
  '/home-seven',
  '/property',
  '/property-sidebar',
  LISTING,
  '/map-location',
  '/compare',
  '/insights',
  '/about-us',
  '/about-godown-hub',
  '/services',
  '/whychooseus',
  '/perks',
  '/addressingneeds',
  '/workforce',
  '/point-concern',
  '/thank-you',
  '/terms',
  '/privacy',
  '/contact',
  '/blog',
  'first:blog',
  '/project',
  'first:project',
  '/cart',
  '/no-such-page',
]
const ROUTES: Record<Role, string[]> = {
  visitor: [...PUBLIC, '/login', '/register', '/agent-reg'],
  seeker: [
    ...PUBLIC,
    '/wallet',
    '/checkout',
    '/account',
    '/user-transactions',
    '/unlocked-properties',
    '/visits',
    '/changepassword',
  ],
  owner: [
    LISTING,
    '/property',
    '/my-properties',
    '/add-new-listing',
    '/account',
    '/visits',
    '/wallet',
  ],
  admin: [
    '/admin',
    '/admin/properties',
    '/admin/users',
    '/admin/users/1',
    '/admin/payments',
    '/admin/reports',
    '/admin/audit',
    '/admin/enquiries',
  ],
}

const MIN_TARGET = 44
/** A 1 x 1 transparent PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const PHONE = { width: 360, height: 800 }

/** The requests of each page that have not finished yet (see settle). */
const inFlight = new WeakMap<Page, Set<Request>>()

/**
 * A page of its own for the role, logged in through the API as the app stores it, with the map's
 * tiles answered (a blank tile: their refused requests would be console errors).
 */
async function pageAs(browser: Browser, options: BrowserContextOptions, role: Role) {
  const page = await (await browser.newContext(options)).newPage()
  waitForAppOnNavigation(page)
  const requests = new Set<Request>()
  page.on('request', (r) => requests.add(r))
  page.on('requestfinished', (r) => requests.delete(r))
  page.on('requestfailed', (r) => requests.delete(r))
  inFlight.set(page, requests)
  await page.route('**/tiles/**', (r) => r.fulfill({ contentType: 'image/png', body: BLANK_TILE }))
  if (role === 'visitor') return page
  await asSeparateClient(page)
  const { login, password } = DEMO[role]
  const answer = await page.request.post('/api/login', {
    data: { email_or_phone: login, password },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  const { token, ...user } = (await answer.json()).data
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('authToken', t)
      localStorage.setItem('userData', u)
    },
    [token, JSON.stringify(user)] as const,
  )
  return page
}

/**
 * One page per role in each worker, opened and logged in once: a browser page of its own for each
 * of the 79 routes cost more CPU than the checks (decision 072). Each route still gets a fresh
 * load of its own (page.goto), on an emptied local and session storage, from a new address.
 */
const test = journey.extend<{ role: Role }, { pages: (role: Role) => Promise<Page> }>({
  role: ['visitor', { option: true }],
  pages: [
    async ({ browser }, use, { project }) => {
      const { baseURL, viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        project.use
      const options = {
        baseURL,
        viewport,
        screen,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      }
      const opened = new Map<Role, Promise<Page>>()
      await use((role) => {
        if (!opened.has(role)) opened.set(role, pageAs(browser, options, role))
        return opened.get(role)!
      })
      for (const page of opened.values()) await (await page).context().close()
    },
    { scope: 'worker' },
  ],
  page: async ({ role, pages }, provide) => {
    const page = await pages(role)
    if (page.url() !== 'about:blank')
      await page.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
    await asSeparateClient(page)
    await provide(page)
  },
})
test.skip(({ isMobile }) => !isMobile, 'phones')

async function open(page: Page, route: string) {
  if (!route.startsWith('first:')) return page.goto(route)
  const list = FIRST_OF[route.slice('first:'.length) as keyof typeof FIRST_OF]
  await page.goto(list)
  const href = await page.locator(`main a[href^="${list}/"]`).first().getAttribute('href')
  return page.goto(href!)
}

/**
 * Waits until the page has drawn all it asked for: none of its requests in flight at two idle
 * moments of its main thread in a row (an answer, once drawn, may ask for a lazy part or an
 * image), then its fonts ready.
 */
async function settle(page: Page) {
  const requests = inFlight.get(page)!
  for (let quiet = 0; quiet < 2; quiet = requests.size === 0 ? quiet + 1 : 0)
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)))
  await page.evaluate(() => document.fonts.ready)
}

/**
 * Scrolls half way down or to the end, and waits for what follows a scroll: the fixed header and
 * the scroll-to-top button (useScrolledPast) and what the new view loads. The end is the end once
 * that has loaded.
 */
async function scroll(page: Page, to: 'half' | 'end') {
  const atEnd = () =>
    page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    )
  do {
    await page.evaluate((end) => {
      const height = document.documentElement.scrollHeight
      window.scrollTo(0, end ? height : height / 2)
    }, to === 'end')
    await page.waitForFunction(
      ([headerAfter, buttonAfter]) => {
        const header = document.querySelector('[data-testid="main-header"]')
        const button = document.querySelector<HTMLElement>('button[aria-label="Scroll to top"]')
        return (
          (!header || header.getAttribute('data-fixed') === String(window.scrollY > headerAfter)) &&
          (!button || button.hidden === window.scrollY <= buttonAfter)
        )
      },
      [HEADER_FIXED_AFTER_PX, SCROLL_TOP_BUTTON_AFTER_PX] as const,
    )
    await settle(page)
  } while (to === 'end' && !(await atEnd()))
}

/** Controls smaller than 44 x 44 px at this width ("tag 'name' WxH"). */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const CONTROLS =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=checkbox], [role=switch], [role=option]'
    const shown = (el: Element) => {
      if (el.closest('[inert], [aria-hidden="true"], dialog:not([open])')) return false
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') return false
      // A closed off-canvas panel lies beside the screen.
      const box = el.getBoundingClientRect()
      return box.right > 0 && box.left < window.innerWidth
    }
    /** A link inside running text: WCAG's inline exception. */
    const inText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false
      const parent = el.parentElement
      return !!parent && parent.textContent!.trim() !== el.textContent!.trim()
    }
    /** A checkbox, radio or hidden input is hit through its labels: the largest counts. */
    const area = (r: DOMRect) => r.width * r.height
    const target = (el: Element) => {
      // A stretched link (an absolute ::after over its card) is hit anywhere on the card.
      const card = (el as HTMLElement).offsetParent
      if (card && getComputedStyle(el, '::after').position === 'absolute')
        return card.getBoundingClientRect()
      let best = el.getBoundingClientRect()
      if (el instanceof HTMLInputElement)
        for (const label of el.labels ?? []) {
          const box = label.getBoundingClientRect()
          if (area(box) > area(best)) best = box
        }
      return best
    }
    const problems: string[] = []
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (!shown(el) || inText(el)) continue
      const box = target(el)
      if (box.width <= 1 || box.height <= 1) continue // visually hidden (a skip link)
      if (box.width >= min && box.height >= min) continue
      const name = (
        el.getAttribute('aria-label') ??
        el.textContent ??
        el.getAttribute('name') ??
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40)
      problems.push(
        `${el.tagName.toLowerCase()} '${name}' ${Math.round(box.width)}x${Math.round(box.height)}`,
      )
    }
    return [...new Set(problems)]
  }, MIN_TARGET)
}

/** What the scroll-to-top button covers: controls and text (only fixed or sticky ones with `onlyPinned`). */
function coveredByFloatingButton(page: Page, onlyPinned: boolean) {
  return page.evaluate((pinnedOnly) => {
    const button = document.querySelector('button[aria-label="Scroll to top"]')
    if (!button || (button as HTMLElement).hidden) return null
    const b = button.getBoundingClientRect()
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < b.right &&
      r.right > b.left &&
      r.top < b.bottom &&
      r.bottom > b.top
    const pinned = (el: Element | null) => {
      for (let at = el; at && at !== document.body; at = at.parentElement) {
        const position = getComputedStyle(at).position
        if (position === 'fixed' || position === 'sticky') return true
      }
      return false
    }
    const shown = (el: Element) => {
      if (el.closest('[inert], [aria-hidden="true"]')) return false
      const style = getComputedStyle(el)
      return style.visibility !== 'hidden' && Number(style.opacity) > 0
    }
    const covered: string[] = []
    const consider = (el: Element, what: string, rects: Iterable<DOMRect>) => {
      if (button.contains(el) || !shown(el) || (pinnedOnly && !pinned(el))) return
      for (const r of rects) if (overlaps(r)) return void covered.push(what)
    }
    for (const el of document.querySelectorAll(
      'a[href], button, input, select, textarea, [role=button]',
    ))
      consider(el, `${el.tagName.toLowerCase()} '${el.textContent?.trim().slice(0, 30)}'`, [
        el.getBoundingClientRect(),
      ])
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      consider(
        node.parentElement,
        `text '${node.textContent.trim().slice(0, 30)}'`,
        range.getClientRects(),
      )
    }
    return [...new Set(covered)]
  }, onlyPinned)
}

async function shoot(page: Page, role: Role, route: string) {
  const name = `${role}${route.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-$/, '')
  for (const width of [360, 390, 1440]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 800 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await settle(page)
    await page.screenshot({ path: `/tmp/shots/sweep/${name}-${width}.png`, fullPage: true })
  }
}

for (const [role, routes] of Object.entries(ROUTES) as [Role, string[]][]) {
  test.describe(`${role} at 360 px`, () => {
    test.use({ role })
    for (const route of routes) {
      test(route, async ({ page }) => {
        await page.setViewportSize(PHONE)
        await open(page, route)
        await settle(page)

        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect.soft(width, 'page width').toBeLessThanOrEqual(PHONE.width)
        expect.soft(await smallTargets(page), 'controls under 44 x 44 px').toEqual([])

        // Half way down, the button may lie over the flowing text, never over what stays put.
        await scroll(page, 'half')
        expect
          .soft((await coveredByFloatingButton(page, true)) ?? [], 'covered half way')
          .toEqual([])
        // At the end nothing scrolls out from under it: it covers nothing at all.
        await scroll(page, 'end')
        expect((await coveredByFloatingButton(page, false)) ?? [], 'covered at the end').toEqual([])

        if (process.env.SWEEP_SHOTS) await shoot(page, role, route)
      })
    }
  })
}
