import { CheckList } from '../components/check-list'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { site } from '../../../lib/site'
import { IconTile } from '../components/content-icon'
import { ContactPrompt } from '../components/contact-prompt'
import { SERVICES, type Service } from '../content'

function ServiceDetail({ service, index }: { service: Service; index: number }) {
  const titleId = `${service.slug}-title`
  return (
    <section
      id={service.slug}
      aria-labelledby={titleId}
      className="border-line grid scroll-mt-28 gap-8 border-b py-12 last:border-b-0 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14"
    >
      <div>
        <div className="flex items-center gap-4">
          <IconTile name={service.icon} />
          <span className="text-accent-700 text-sm font-bold tracking-wider uppercase">
            Service {index + 1} of {SERVICES.length}
          </span>
        </div>
        <h2 id={titleId} className="mt-5 text-2xl sm:text-3xl">
          {service.title}
        </h2>
        <p className="text-ink mt-3 text-lg leading-relaxed font-medium">{service.summary}</p>
        <p className="text-muted mt-4 leading-relaxed">{service.approach}</p>
      </div>
      <Card className="bg-surface h-fit p-6 sm:p-7">
        <h3 className="text-lg">What it includes</h3>
        <CheckList items={service.includes} className="mt-4" />
      </Card>
    </section>
  )
}

export function Component() {
  return (
    <>
      <title>{`Our Services | ${site.name}`}</title>
      <PageBanner
        title="Our Services"
        lead="Around the marketplace, our team helps you find, secure and run the right space."
      />
      <div className="container-page pt-10">
        <nav aria-label="Services on this page">
          <ul className="flex flex-wrap gap-2">
            {SERVICES.map((s) => (
              <li key={s.slug}>
                <a
                  href={`#${s.slug}`}
                  className="border-line text-brand-700 hover:border-brand-500 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-full border bg-white px-4 py-2 text-sm font-semibold"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {SERVICES.map((service, i) => (
          <ServiceDetail key={service.slug} service={service} index={i} />
        ))}
      </div>
      <ContactPrompt
        title="Tell us what you are looking for"
        text="Share the location, area in sq.ft and timeline, and we will tell you which of these services fits and what happens next."
      />
    </>
  )
}
