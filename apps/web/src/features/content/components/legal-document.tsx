import { useId, type ReactNode } from 'react'
import type { DocSection } from '../../../components/legal/doc-section'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { formatDate } from '../../../lib/format'
import { POLICIES_EFFECTIVE } from '../content'

/** Terms and Privacy: banner, a table of contents and numbered sections with anchors. */
export function LegalDocument({
  title,
  lead,
  intro,
  sections,
}: {
  title: string
  lead: string
  intro: ReactNode
  sections: DocSection[]
}) {
  const tocId = useId()
  return (
    <>
      <PageBanner title={title} lead={lead} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby={tocId} className="lg:sticky lg:top-28 lg:self-start">
          <Card className="p-5">
            <p id={tocId} className="text-brand-800 text-sm font-bold tracking-wider uppercase">
              On this page
            </p>
            <ol className="mt-3 text-sm lg:space-y-1.5">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="text-muted hover:text-brand-700 flex min-h-11 items-center gap-2 rounded py-0.5 hover:underline lg:min-h-0"
                  >
                    <span className="text-brand-600 w-5 shrink-0 text-right font-semibold">
                      {i + 1}.
                    </span>
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </Card>
        </nav>
        <article className="prose-page min-w-0">
          <p className="bg-surface text-ink inline-block rounded-full px-3 py-1 text-sm font-medium">
            Effective from {formatDate(POLICIES_EFFECTIVE)}
          </p>
          {intro}
          {sections.map((s, i) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id} className="scroll-mt-28">
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </article>
      </div>
    </>
  )
}
