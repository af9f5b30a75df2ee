import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { ArticleListSchema, ArticleResponseSchema } from '@app/contract/article'
import { detailSlug } from '@app/contract/slug'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_DIR, findArticle, listArticles } from '../../../src/modules/articles/catalogue'
import { createTestApp } from '../../helpers/app'
import { get } from '../../helpers/auth'

describe('blog and projects from the committed Markdown', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const list = async (url: string) => {
    const res = await get(t.app, url)
    expect(res.statusCode, url).toBe(200)
    return ArticleListSchema.parse(res.json())
  }

  it('lists every post file, newest first, with the slug of its title and facets', async () => {
    const files = (await readdir(path.join(CONTENT_DIR, 'blog'))).filter((n) => n.endsWith('.md'))
    const body = await list('/api/blog')
    expect(body.total).toBe(files.length)
    expect(body.data.length).toBeGreaterThanOrEqual(6)
    const days = body.data.map((a) => a.published_at)
    expect(days).toEqual([...days].sort().reverse())
    for (const a of body.data) {
      expect(a.slug).toBe(detailSlug(a.title))
      expect(a.cover).toMatch(/^\/content\/.+\.svg$/)
      expect(a).not.toHaveProperty('html')
    }
    const counted = body.categories.reduce((n, c) => n + c.count, 0)
    expect(counted).toBe(body.total)
    expect(body.tags.length).toBeGreaterThan(0)
  })

  it('filters by words in the text, by category and by tag, any case', async () => {
    const lease = await list('/api/blog?q=LOCK-IN%20escalation')
    expect(lease.data.map((a) => a.title)).toContain('How to read a warehouse lease')
    expect(lease.data.every((a) => a.title !== 'Fire NOC for warehouses in India')).toBe(true)

    const all = await list('/api/blog')
    const tax = await list('/api/blog?category=tax%20%26%20compliance')
    expect(tax.data.length).toBe(all.categories.find((c) => c.name === 'Tax & compliance')?.count)
    expect(tax.data.every((a) => a.category === 'Tax & compliance')).toBe(true)
    // The sidebar's facets stay those of the whole collection.
    expect(tax.categories).toEqual(all.categories)

    const tagged = await list('/api/blog?tag=gst')
    expect(tagged.data.map((a) => a.title)).toEqual(['GST and e-way bills for godowns'])

    const none = await list('/api/blog?q=zzzz-not-a-word')
    expect(none).toMatchObject({ data: [], total: 0 })

    const limited = await list('/api/blog?limit=2')
    expect(limited.data).toHaveLength(2)
    expect(limited.total).toBe(all.total)
  })

  it('answers a post by its slug with safe HTML, and 404 for an unknown one', async () => {
    const slug = detailSlug('Clear height and dock doors explained')
    const res = await get(t.app, `/api/blog/${slug}`)
    expect(res.statusCode).toBe(200)
    const { data } = ArticleResponseSchema.parse(res.json())
    expect(data).toMatchObject({ slug, category: 'Building specs' })
    expect(data.html).toContain('<h2>Clear height: the number that decides capacity</h2>')
    expect(data.html).toContain('<table>')
    expect(data.html).not.toMatch(/<script|<iframe|<style|on\w+="/i)

    const missing = await get(t.app, '/api/blog/no-such-post')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Post not found',
    })
    // A post's slug is not a project's.
    expect((await get(t.app, `/api/projects/${slug}`)).statusCode).toBe(404)
  })

  it('lists and opens projects', async () => {
    const body = await list('/api/projects')
    expect(body.data.length).toBeGreaterThanOrEqual(4)
    const first = body.data[0]!
    const res = await get(t.app, `/api/projects/${first.slug}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ title: first.title, slug: first.slug })
  })

  it('refuses unbounded input with 422, never a 5xx', async () => {
    const long = 'x'.repeat(500)
    for (const url of [
      `/api/blog?q=${long}`,
      `/api/blog?category=${long}`,
      '/api/blog?limit=0',
      '/api/blog?limit=1000',
    ]) {
      expect((await get(t.app, url)).statusCode, url).toBe(422)
    }
    // Fastify answers a path parameter over its limit before the route does.
    expect((await get(t.app, `/api/projects/${long}`)).statusCode).toBe(414)
    expect((await get(t.app, '/api/blog/%25')).statusCode).toBe(404)
  })

  it('exports listArticles and findArticle for share previews and the sitemap', async () => {
    const posts = await listArticles('blog')
    expect(posts.length).toBeGreaterThanOrEqual(6)
    const found = await findArticle('blog', posts[0]!.slug)
    expect(found?.title).toBe(posts[0]!.title)
    expect(found?.html.length).toBeGreaterThan(1000)
    // The decoded form of a slug, as a router hands it over, finds the same article.
    expect((await findArticle('blog', decodeURIComponent(posts[0]!.slug)))?.slug).toBe(
      posts[0]!.slug,
    )
    expect(await findArticle('projects', 'nothing-here')).toBeUndefined()
  })
})
