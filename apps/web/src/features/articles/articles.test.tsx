import type { Article, ArticleList, ArticleSummary } from '@app/contract/article'
import { detailSlug } from '@app/contract/slug'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderRoutes } from '../../test/test-utils'
import { Component as BlogDetail } from './pages/blog-detail-page'
import { Component as BlogList } from './pages/blog-list-page'
import { Component as ProjectDetail } from './pages/project-detail-page'

const summary = (title: string, category: string, tags: string[], day: string): ArticleSummary => ({
  slug: detailSlug(title),
  title,
  summary: `About ${title.toLowerCase()}.`,
  cover: '/content/fire-noc.svg',
  category,
  tags,
  published_at: day,
})

const POSTS = [
  summary('GST and e-way bills for godowns', 'Tax & compliance', ['GST'], '2026-10-28'),
  summary('How to read a warehouse lease', 'Leasing', ['lease', 'rent'], '2026-10-14'),
  summary('Warehouse rent benchmarks by city', 'Leasing', ['rent'], '2026-08-05'),
]

/** The API's answer to GET blog, filtered the way the server filters. */
function answer(url: URL): ArticleList {
  const q = url.searchParams.get('q')?.toLowerCase()
  const category = url.searchParams.get('category')
  const tag = url.searchParams.get('tag')
  const limit = Number(url.searchParams.get('limit') ?? 50)
  const matching = POSTS.filter(
    (p) =>
      (!q || p.title.toLowerCase().includes(q)) &&
      (!category || p.category === category) &&
      (!tag || p.tags.includes(tag)),
  )
  return {
    success: true,
    data: matching.slice(0, limit),
    total: matching.length,
    categories: [
      { name: 'Leasing', count: 2 },
      { name: 'Tax & compliance', count: 1 },
    ],
    tags: [
      { name: 'rent', count: 2 },
      { name: 'GST', count: 1 },
      { name: 'lease', count: 1 },
    ],
  }
}

const routes = [
  { path: '/blog', element: <BlogList /> },
  { path: '/blog/:slug', element: <BlogDetail /> },
  { path: '/project/:slug', element: <ProjectDetail /> },
]

afterEach(() => vi.restoreAllMocks())

const main = () => screen.getByRole('region', { name: 'Blog' })
const sidebar = () => screen.getByRole('complementary', { name: 'Blog sidebar' })

describe('/blog', () => {
  it('lists the posts and the sidebar: categories with counts, recent posts, tags', async () => {
    mockApi({ 'GET blog': (_b, _i, url) => ({ body: answer(url) }) })
    renderRoutes(routes, '/blog')
    const cards = await within(main()).findAllByRole('link')
    expect(cards.map((a) => a.textContent)).toEqual(POSTS.map((p) => p.title))
    expect(cards[1]).toHaveAttribute('href', '/blog/how-to-read-a-warehouse-lease')
    expect(within(main()).getByText('28 October 2026')).toBeVisible()

    const side = sidebar()
    expect(await within(side).findByRole('link', { name: 'Leasing 2' })).toHaveAttribute(
      'href',
      '/blog?category=Leasing',
    )
    expect(within(side).getByRole('link', { name: 'Tax & compliance 1' })).toBeVisible()
    expect(within(side).getByRole('link', { name: 'GST' })).toHaveAttribute('href', '/blog?tag=GST')
    const recent = within(side).getByRole('heading', { name: 'Recent posts' }).parentElement!
    expect(within(recent).getAllByRole('link')).toHaveLength(3)
  })

  it('filters by category, then by words from the search box, in the address', async () => {
    const fetch = mockApi({ 'GET blog': (_b, _i, url) => ({ body: answer(url) }) })
    const router = renderRoutes(routes, '/blog')
    const user = userEvent.setup()

    await user.click(await within(sidebar()).findByRole('link', { name: 'Leasing 2' }))
    expect(router.state.location.search).toBe('?category=Leasing')
    expect(await screen.findByText(/2 posts in Leasing/)).toBeVisible()
    expect(within(main()).queryByText('GST and e-way bills for godowns')).toBeNull()

    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'benchmarks')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(router.state.location.search).toBe('?q=benchmarks&category=Leasing')
    expect(await screen.findByText(/1 post in Leasing, matching “benchmarks”/)).toBeVisible()
    expect(within(main()).getAllByRole('link', { name: /benchmarks|lease/i })).toHaveLength(1)

    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x').search)
    expect(asked).toContain('?q=benchmarks&category=Leasing')

    await user.click(screen.getByRole('link', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('')
    expect(await within(main()).findAllByRole('link')).toHaveLength(3)
  })

  it('says when nothing matches, with a way back to every post', async () => {
    mockApi({ 'GET blog': (_b, _i, url) => ({ body: answer(url) }) })
    renderRoutes(routes, '/blog?q=zzz')
    expect(await screen.findByRole('heading', { name: 'No posts match' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Show all posts' })).toHaveAttribute('href', '/blog')
  })
})

describe('/blog/{slug}', () => {
  const post: Article = {
    ...POSTS[1]!,
    html: '<h2>The premises</h2>\n<p>Check the &lt;b&gt;chargeable&lt;/b&gt; area.</p>\n',
  }

  it('loads the post named in the address, not from navigation state', async () => {
    const fetch = mockApi({
      'GET blog/how-to-read-a-warehouse-lease': { body: { success: true, data: post } },
      'GET blog': (_b, _i, url) => ({ body: answer(url) }),
    })
    renderRoutes(routes, '/blog/how-to-read-a-warehouse-lease')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to read a warehouse lease' }),
    ).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'The premises' })).toBeVisible()
    // The server's escaping stays text: no element is made from it.
    expect(screen.getByText('Check the <b>chargeable</b> area.')).toBeVisible()
    expect(within(screen.getByRole('article')).getByText('14 October 2026')).toBeVisible()
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'rent' })).toHaveAttribute(
      'href',
      '/blog?tag=rent',
    )
    expect(
      fetch.mock.calls.some(([u]) => String(u).endsWith('/api/blog/how-to-read-a-warehouse-lease')),
    ).toBe(true)
  })

  it("shows 'Post not found' for an unknown slug, and 'Project not found' for projects", async () => {
    mockApi({ 'GET blog': (_b, _i, url) => ({ body: answer(url) }) })
    renderRoutes(routes, '/blog/no-such-post')
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog')

    vi.restoreAllMocks()
    mockApi({})
    renderRoutes(routes, '/project/nothing')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project not found' }),
    ).toBeVisible()
  })
})
