import { Breadcrumbs } from '../../../components/ui/breadcrumbs'
import { ADMIN_PATHS, type ConsoleSection } from '../admin-paths'
import { ADMIN_UI } from '../admin-ui'

/**
 * The band over every console page: the section as the page's heading, what it is for, and the
 * trail back. Slimmer than the public pages' banner: the tables below are the point.
 */
export function ConsoleBand({ section }: { section: ConsoleSection | undefined }) {
  const title = section?.label ?? ADMIN_UI.consoleTitle
  return (
    <section className="from-brand-800 to-brand-700 relative overflow-hidden bg-gradient-to-br text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(245_158_11/0.22),transparent_45%)]"
      />
      <div className="container-page relative py-7 sm:py-9">
        <p className="text-accent-400 text-xs font-bold tracking-wider uppercase">
          {ADMIN_UI.consoleTitle}
        </p>
        <h1 className="mt-1.5 text-2xl text-white sm:text-3xl">{title}</h1>
        <p className="text-brand-100 mt-2 max-w-2xl">{section?.lead ?? ADMIN_UI.consoleLead}</p>
        <Breadcrumbs
          className="text-brand-100 mt-4"
          items={[
            { label: 'Home', to: '/' },
            ...(section
              ? [
                  { label: ADMIN_UI.consoleTitle, to: ADMIN_PATHS.dashboard },
                  { label: section.label },
                ]
              : [{ label: ADMIN_UI.consoleTitle }]),
          ]}
        />
      </div>
    </section>
  )
}
