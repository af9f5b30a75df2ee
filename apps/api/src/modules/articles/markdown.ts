import MarkdownIt from 'markdown-it'
import { parse as parseYaml } from 'yaml'

/**
 * Markdown to HTML with raw HTML refused: `html: false` makes markdown-it escape any tag in the
 * source (a `<script>` shows as text), and its link check drops javascript:, vbscript:, file:
 * and data: (except images) targets. Authors write Markdown only; the page renders this HTML.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: true })

// Links that leave the site open in the same tab but share nothing about the page.
const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options))
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = tokens[i]?.attrGet('href') ?? ''
  if (/^https?:\/\//i.test(href)) tokens[i]?.attrSet('rel', 'noopener noreferrer')
  return defaultLinkOpen(tokens, i, options, env, self)
}

export function renderMarkdown(source: string): string {
  return md.render(source)
}

/** `---\n<yaml>\n---\n<markdown>`: the front matter block must open the file. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

export interface SplitFile {
  /** The front matter as YAML reads it (checked by the caller's schema). */
  data: unknown
  body: string
}

/** Splits a Markdown file into its front matter and body; throws when the block is missing. */
export function splitFrontMatter(text: string): SplitFile {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ''))
  if (!match) throw new Error('the file does not start with a --- front matter block')
  return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' }
}
