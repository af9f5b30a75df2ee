import './article-body.css'

/**
 * A post's body as the API rendered it. The HTML is safe to insert: the server renders the
 * committed Markdown with raw HTML refused (escaped) and unsafe link targets dropped
 * (docs/decisions/024-articles.md), so nothing from the content runs as markup.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />
}
