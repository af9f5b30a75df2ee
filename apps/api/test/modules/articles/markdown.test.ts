import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { detailSlug } from '@app/contract/slug'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../../src/modules/articles/catalogue'
import { renderMarkdown, splitFrontMatter } from '../../../src/modules/articles/markdown'

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

describe('renderMarkdown', () => {
  it('escapes raw HTML in the source instead of passing it through', () => {
    const html = renderMarkdown('Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('drops javascript: links and marks links to other sites', () => {
    const html = renderMarkdown('[x](javascript:alert(1)) [y](https://example.in/) [z](/blog)')
    expect(html).not.toMatch(/href="javascript/i)
    expect(html).toContain('<a href="https://example.in/" rel="noopener noreferrer">y</a>')
    expect(html).toContain('<a href="/blog">z</a>')
  })

  it('renders headings, lists and tables', () => {
    const html = renderMarkdown('## H\n\n- a\n- b\n\n| c | d |\n|---|---|\n| 1 | 2 |')
    expect(html).toContain('<h2>H</h2>')
    expect(html).toContain('<li>a</li>')
    expect(html).toContain('<table>')
  })
})

describe('splitFrontMatter', () => {
  it('reads the YAML block and keeps the body', () => {
    expect(splitFrontMatter('---\ntitle: T\ntags: [a, b]\n---\n\nBody')).toEqual({
      data: { title: 'T', tags: ['a', 'b'] },
      body: '\nBody',
    })
  })

  it('refuses a file without the block', () => {
    expect(() => splitFrontMatter('# Just a heading')).toThrow(/front matter/)
  })
})

describe('loadCatalogue', () => {
  it("reads both collections, slugs from titles, with the source's HTML escaped", async () => {
    const { blog, projects } = await loadCatalogue(FIXTURES)
    expect(blog.map((a) => a.article.slug)).toEqual([detailSlug('Raw HTML is not passed through')])
    const html = blog[0]!.article.html
    expect(html).not.toMatch(/<script|<img|onerror="|href="javascript/i)
    expect(html).toContain('&lt;script&gt;')
    expect(projects[0]!.article).toMatchObject({
      slug: 'a-plain-project',
      published_at: '2026-02-03',
      tags: ['one', 'two'],
      html: '<p>Just <em>Markdown</em>.</p>\n',
    })
  })

  it('names the file that does not load', async () => {
    await expect(loadCatalogue(path.join(FIXTURES, 'missing'))).rejects.toThrow(/missing/)
  })
})
