import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from './breadcrumbs'

/** The band at the top of inner pages: title, optional lead text and the breadcrumb trail. */
export function PageBanner({
  title,
  lead,
  crumbs,
}: {
  title: string
  lead?: ReactNode
  crumbs?: Crumb[]
}) {
  return (
    <section className="from-brand-800 to-brand-700 relative overflow-hidden bg-gradient-to-br text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(245_158_11/0.25),transparent_45%)]"
      />
      <div className="container-page relative py-12 sm:py-16">
        <h1 className="text-3xl text-white sm:text-4xl">{title}</h1>
        {lead && <p className="text-brand-100 mt-3 max-w-2xl text-lg">{lead}</p>}
        <Breadcrumbs
          className="text-brand-100 mt-5"
          items={[{ label: 'Home', to: '/' }, ...(crumbs ?? [{ label: title }])]}
        />
      </div>
    </section>
  )
}
