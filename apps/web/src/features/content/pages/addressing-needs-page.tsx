import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { Section } from '../../../components/ui/section'
import { site } from '../../../lib/site'
import { IconTile } from '../components/content-icon'
import { ContactPrompt } from '../components/contact-prompt'
import { SERVICES, type Service } from '../content'

/** The order in which a requirement usually unfolds: find, secure, check, run. */
const NEED_ORDER = [
  'site-search',
  'leasing-renting',
  'buy-sell',
  'legal-compliance',
  'facility-management',
]

const NEEDS = NEED_ORDER.map((slug) => SERVICES.find((s) => s.slug === slug)).filter(
  (s): s is Service => s !== undefined,
)

function NeedCard({ service, index }: { service: Service; index: number }) {
  const titleId = `need-${service.slug}`
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby={titleId}>
        <header className="border-line bg-surface flex items-center gap-4 border-b px-6 py-5 sm:px-8">
          <IconTile name={service.icon} />
          <h2 id={titleId} className="text-xl sm:text-2xl">
            <span className="text-accent-700 mr-2">{String(index + 1).padStart(2, '0')}</span>
            {service.title}
          </h2>
        </header>
        <div className="grid gap-6 px-6 py-6 sm:px-8 sm:py-7 md:grid-cols-2 md:gap-10">
          <div>
            <h3 className="text-muted text-sm font-bold tracking-wider uppercase">The need</h3>
            <p className="text-ink mt-2 leading-relaxed">{service.need}</p>
          </div>
          <div>
            <h3 className="text-muted text-sm font-bold tracking-wider uppercase">
              How we address it
            </h3>
            <p className="text-ink mt-2 leading-relaxed">{service.approach}</p>
          </div>
        </div>
      </section>
    </Card>
  )
}

export function Component() {
  return (
    <>
      <title>{`Addressing Your Needs | ${site.name}`}</title>
      <PageBanner
        title="Addressing Your Needs"
        lead="Every requirement is different. Here is how we help at each stage, from the first search to the day-to-day running of the building."
      />
      <Section
        title="From the first search to a running warehouse"
        intro={
          <>
            Each need below maps to one of our services; the{' '}
            <Link
              to="/services"
              className="text-brand-700 font-semibold underline underline-offset-2"
            >
              services page
            </Link>{' '}
            lists exactly what each includes.
          </>
        }
      >
        <ol className="space-y-6">
          {NEEDS.map((service, i) => (
            <li key={service.slug}>
              <NeedCard service={service} index={i} />
            </li>
          ))}
        </ol>
      </Section>
      <ContactPrompt
        title="Not sure where to start?"
        text="Describe your requirement in a few lines: location, area in sq.ft, height, budget and move-in date. We will suggest the next step."
      />
    </>
  )
}
