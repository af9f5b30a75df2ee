import type { ArticleSummary } from '@app/contract/article'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatDay, type KindInfo } from '../kinds'

/** A post or project in the list: cover, category, title, date and summary, all one link. */
export function ArticleCard({ article, info }: { article: ArticleSummary; info: KindInfo }) {
  return (
    <Card className="group relative focus-within:ring-brand-200 flex flex-col overflow-hidden transition-shadow focus-within:ring-3 hover:shadow-md">
      <img
        src={article.cover}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        className="bg-brand-700 aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Badge tone="brand">{article.category}</Badge>
          <time dateTime={article.published_at} className="text-muted">
            {formatDay(article.published_at)}
          </time>
        </div>
        <h2 className="mt-3 text-xl leading-snug">
          <Link
            to={`${info.path}/${article.slug}`}
            className="group-hover:text-brand-600 outline-none after:absolute after:inset-0"
          >
            {article.title}
          </Link>
        </h2>
        <p className="text-muted mt-2 line-clamp-3 leading-relaxed">{article.summary}</p>
        <span aria-hidden="true" className="text-brand-600 mt-auto pt-4 text-sm font-semibold">
          Read {info.noun} →
        </span>
      </div>
    </Card>
  )
}

export function ArticleCardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-[40/21] w-full rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </Card>
  )
}
