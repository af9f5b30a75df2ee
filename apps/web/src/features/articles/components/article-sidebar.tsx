import { RECENT_ARTICLES } from '@app/contract/article'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Input } from '../../../components/ui/field'
import { Skeleton } from '../../../components/ui/skeleton'
import { cn } from '../../../lib/cn'
import { useArticles } from '../api/get-articles'
import { filterSearch, type ArticleFilters } from '../filters'
import { formatDay, type KindInfo } from '../kinds'

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  )
}

function PanelSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  )
}

/**
 * Search, categories with counts, recent posts and tags, from the API. Every choice is a link
 * to the list with its filter in the address, so it works the same from a detail page.
 */
export function ArticleSidebar({
  info,
  filters = {},
}: {
  info: KindInfo
  /** The list's filters now (none on a detail page): a category or tag keeps the search. */
  filters?: ArticleFilters
}) {
  const recent = useArticles(info.kind, { limit: RECENT_ARTICLES })
  const navigate = useNavigate()
  const [text, setText] = useState(filters.q ?? '')
  const [shownQ, setShownQ] = useState(filters.q)
  // Back and forward change the address: the box follows it.
  if (shownQ !== filters.q) {
    setShownQ(filters.q)
    setText(filters.q ?? '')
  }

  const search = (event: FormEvent) => {
    event.preventDefault()
    void navigate(`${info.path}${filterSearch({ ...filters, q: text })}`)
  }
  const listWith = (next: ArticleFilters) => `${info.path}${filterSearch(next)}`
  const data = recent.data
  const fallback = recent.isError ? (
    <p className="text-muted text-sm">Not available right now.</p>
  ) : (
    <PanelSkeleton />
  )

  return (
    <aside aria-label={`${info.title} sidebar`} className="space-y-6">
      <Panel title="Search">
        <form role="search" onSubmit={search} className="flex gap-2">
          <Input
            type="search"
            name="q"
            aria-label={`Search ${info.plural}`}
            placeholder={`Search ${info.plural}`}
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            className="h-11"
          />
          <Button type="submit" className="h-11 shrink-0">
            Search
          </Button>
        </form>
      </Panel>

      <Panel title="Categories">
        {data ? (
          <ul className="divide-line divide-y">
            {data.categories.map((c) => {
              const active = filters.category?.toLowerCase() === c.name.toLowerCase()
              return (
                <li key={c.name}>
                  <Link
                    to={listWith({ ...filters, category: active ? undefined : c.name })}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'hover:text-brand-600 flex items-center justify-between gap-3 py-2.5',
                      active && 'text-brand-700 font-semibold',
                    )}
                  >
                    <span>{c.name}</span>{' '}
                    <span className="bg-surface text-muted rounded-full px-2 py-0.5 text-xs font-semibold">
                      {c.count}
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        ) : (
          fallback
        )}
      </Panel>

      <Panel title={`Recent ${info.plural}`}>
        {data ? (
          <ul className="space-y-4">
            {data.data.map((a) => (
              <li key={a.slug} className="flex gap-3">
                <img
                  src={a.cover}
                  alt=""
                  width={80}
                  height={42}
                  loading="lazy"
                  className="bg-brand-700 h-12 w-20 shrink-0 rounded-md object-cover"
                />
                <div className="min-w-0">
                  <Link
                    to={`${info.path}/${a.slug}`}
                    className="hover:text-brand-600 line-clamp-2 min-h-11 leading-snug font-semibold"
                  >
                    {a.title}
                  </Link>
                  <time dateTime={a.published_at} className="text-muted text-xs">
                    {formatDay(a.published_at)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          fallback
        )}
      </Panel>

      <Panel title="Tags">
        {data ? (
          <ul className="flex flex-wrap gap-2">
            {data.tags.map((t) => {
              const active = filters.tag?.toLowerCase() === t.name.toLowerCase()
              return (
                <li key={t.name}>
                  <Link
                    to={listWith({ ...filters, tag: active ? undefined : t.name })}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'border-line hover:border-brand-500 hover:text-brand-700 inline-flex min-h-11 items-center rounded-full border px-3 py-1 text-sm sm:min-h-0',
                      active && 'border-brand-700 bg-brand-700 hover:text-white text-white',
                    )}
                  >
                    {t.name}
                  </Link>
                </li>
              )
            })}
          </ul>
        ) : (
          fallback
        )}
      </Panel>
    </aside>
  )
}
