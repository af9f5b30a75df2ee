import { useSearchParams } from 'react-router'
import { Link } from 'react-router'
import { RetryAlert } from '../../../components/ui/alert'
import { ButtonLink } from '../../../components/ui/button'
import { PageBanner } from '../../../components/ui/page-banner'
import { site } from '../../../lib/site'
import { useArticles } from '../api/get-articles'
import { readFilters, type ArticleFilters } from '../filters'
import type { KindInfo } from '../kinds'
import { ArticleCard, ArticleCardSkeleton } from './article-card'
import { ArticleSidebar } from './article-sidebar'

const SKELETONS = 4

/** Which filters are on, in words: 'in Leasing, tagged rent, matching "lease"'. */
function describe(filters: ArticleFilters) {
  const parts = [
    filters.category && `in ${filters.category}`,
    filters.tag && `tagged ${filters.tag}`,
    filters.q && `matching “${filters.q}”`,
  ].filter(Boolean)
  return parts.join(', ')
}

/** /blog and /project: the cards matching the filters in the address, and the sidebar. */
export function ArticleListView({ info }: { info: KindInfo }) {
  const [params] = useSearchParams()
  const filters = readFilters(params)
  const list = useArticles(info.kind, filters)
  const filtered = Object.keys(filters).length > 0

  return (
    <>
      <title>{`${info.title} | ${site.name}`}</title>
      <PageBanner title={info.title} lead={info.lead} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="article-list-heading" aria-busy={list.isFetching}>
          <h2 id="article-list-heading" className="sr-only">
            {info.title}
          </h2>
          {filtered && list.data && (
            <div className="bg-surface border-line mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3">
              <p role="status">
                {list.data.total} {list.data.total === 1 ? info.noun : info.plural}{' '}
                {describe(filters)}
              </p>
              <Link to={info.path} className="text-brand-700 text-sm font-semibold underline">
                Clear filters
              </Link>
            </div>
          )}
          {list.isPending ? (
            <div className="grid gap-6 sm:grid-cols-2">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <ArticleCardSkeleton key={i} />
              ))}
            </div>
          ) : list.isError ? (
            <RetryAlert
              message={`Could not load the ${info.plural}.`}
              onRetry={() => void list.refetch()}
            />
          ) : list.data.data.length === 0 ? (
            <div className="border-line rounded-2xl border border-dashed p-10 text-center">
              <h3 className="text-xl">No {info.plural} match</h3>
              <p className="text-muted mt-2">Try other words, or another category or tag.</p>
              <ButtonLink to={info.path} variant="outline" className="mt-5">
                Show all {info.plural}
              </ButtonLink>
            </div>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2">
              {list.data.data.map((a) => (
                <li key={a.slug} className="flex">
                  <ArticleCard article={a} info={info} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <ArticleSidebar info={info} filters={filters} />
      </div>
    </>
  )
}
