import { ArticleListView } from '../components/article-list-view'
import { KINDS } from '../kinds'

export function Component() {
  return <ArticleListView info={KINDS.projects} />
}
