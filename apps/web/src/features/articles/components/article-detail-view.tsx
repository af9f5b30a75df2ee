import { Link, useParams } from 'react-router'
import { RetryAlert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'
import { PageBanner } from '../../../components/ui/page-banner'
import { Skeleton } from '../../../components/ui/skeleton'
import { ApiError } from '../../../lib/api-client'
import { site } from '../../../lib/site'
import { useArticle } from '../api/get-article'
import { formatDay, type KindInfo } from '../kinds'
import { ArticleBody } from './article-body'
import { ArticleSidebar } from './article-sidebar'

function BodySkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="aspect-[40/21] w-full" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className={i % 3 === 2 ? 'h-4 w-2/3' : 'h-4 w-full'} />
      ))}
    </div>
  )
}

/**
 * /blog/{slug} and /project/{slug}: the article the address names, read from the API by its
 * slug (a shared link or a reload shows the same page as a click from the list).
 */
export function ArticleDetailView({ info }: { info: KindInfo }) {
  const slug = useParams().slug ?? ''
  const article = useArticle(info.kind, slug)
  const listCrumb = { label: info.title, to: info.path }

  if (article.isError) {
    const missing = article.error instanceof ApiError && article.error.status === 404
    return (
      <>
        <title>{`${missing ? info.notFound : info.title} | ${site.name}`}</title>
        <PageBanner title={missing ? info.notFound : info.title} crumbs={[listCrumb]} />
        <div className="container-page py-12 sm:py-16">
          {missing ? (
            <div className="border-line mx-auto max-w-xl rounded-2xl border border-dashed p-10 text-center">
              <p className="text-muted">
                The {info.noun} you are looking for does not exist or has moved.
              </p>
              <ButtonLink to={info.path} className="mt-5">
                All {info.plural}
              </ButtonLink>
            </div>
          ) : (
            <RetryAlert
              message={`Could not load this ${info.noun}.`}
              onRetry={() => void article.refetch()}
            />
          )}
        </div>
      </>
    )
  }

  const data = article.data
  return (
    <>
      <title>{`${data?.title ?? info.title} | ${site.name}`}</title>
      <PageBanner
        title={data?.title ?? info.title}
        lead={data?.summary}
        crumbs={[listCrumb, { label: data?.title ?? '…' }]}
      />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {data ? (
          <article className="min-w-0">
            <img
              src={data.cover}
              alt=""
              width={1200}
              height={630}
              className="bg-brand-700 aspect-[40/21] w-full rounded-2xl object-cover"
            />
            <div className="text-muted mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <Link
                to={`${info.path}?category=${encodeURIComponent(data.category)}`}
                className="inline-flex min-h-11 items-center"
              >
                <Badge tone="brand">{data.category}</Badge>
              </Link>
              <span>
                Published <time dateTime={data.published_at}>{formatDay(data.published_at)}</time>
              </span>
            </div>
            <div className="mt-8 max-w-3xl">
              <ArticleBody html={data.html} />
            </div>
            <div className="border-line mt-10 flex flex-wrap items-center gap-2 border-t pt-6">
              <span className="text-muted mr-1 text-sm font-semibold">Tags:</span>
              {data.tags.map((t) => (
                <Link
                  key={t}
                  to={`${info.path}?tag=${encodeURIComponent(t)}`}
                  className="border-line hover:border-brand-500 hover:text-brand-700 inline-flex min-h-11 items-center rounded-full border px-3 py-1 text-sm sm:min-h-0"
                >
                  {t}
                </Link>
              ))}
            </div>
            <Link
              to={info.path}
              className="text-brand-700 mt-8 inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
            >
              ← All {info.plural}
            </Link>
          </article>
        ) : (
          <BodySkeleton />
        )}
        <ArticleSidebar info={info} />
      </div>
    </>
  )
}
