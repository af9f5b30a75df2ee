import { ArticleDetailView } from '../components/article-detail-view'
import { KINDS } from '../kinds'

export function Component() {
  return <ArticleDetailView info={KINDS.projects} />
}
