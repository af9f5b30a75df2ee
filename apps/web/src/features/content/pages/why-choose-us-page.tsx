import { CheckList } from '../components/check-list'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { Section } from '../../../components/ui/section'
import { cn } from '../../../lib/cn'
import { site } from '../../../lib/site'
import { ContentIcon } from '../components/content-icon'
import { CtaBand } from '../components/cta-band'
import { HowItWorks } from '../components/how-it-works'
import { REASONS, type Reason } from '../content'

function ReasonDetail({ reason, index }: { reason: Reason; index: number }) {
  const titleId = `reason-${index + 1}`
  const flipped = index % 2 === 1
  return (
    <section aria-labelledby={titleId} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14">
      <div className={cn(flipped && 'lg:order-2')}>
        <p className="text-accent-700 text-sm font-bold tracking-wider uppercase">
          Reason {index + 1}
        </p>
        <h2 id={titleId} className="mt-2 text-2xl sm:text-3xl">
          {reason.title}
        </h2>
        <p className="text-ink mt-3 text-lg font-medium">{reason.summary}</p>
        <p className="text-muted mt-4 leading-relaxed">{reason.detail}</p>
      </div>
      <Card className={cn('relative overflow-hidden p-6 sm:p-8', flipped && 'lg:order-1')}>
        <span
          aria-hidden="true"
          className="text-brand-50 absolute top-3 right-6 text-8xl leading-none font-extrabold"
        >
          {index + 1}
        </span>
        <span
          aria-hidden="true"
          className="bg-brand-700 relative grid size-14 place-items-center rounded-2xl text-white"
        >
          <ContentIcon name={reason.icon} className="size-7" />
        </span>
        <h3 className="relative mt-5 text-lg">In practice</h3>
        <CheckList items={reason.points} className="relative mt-3" />
      </Card>
    </section>
  )
}

export function Component() {
  return (
    <>
      <title>{`Why Choose Us | ${site.name}`}</title>
      <PageBanner
        title="Why Choose Us"
        lead="Four reasons businesses and owners use the platform to find and let warehouse space."
      />
      <div className="container-page space-y-16 py-14 sm:space-y-24 sm:py-20">
        {REASONS.map((reason, i) => (
          <ReasonDetail key={reason.title} reason={reason} index={i} />
        ))}
      </div>
      <Section tinted eyebrow="How it works" title="Three steps from search to site visit">
        <HowItWorks />
      </Section>
      <CtaBand title="See for yourself">
        Browse what is listed in your city today, or put your own property in front of businesses
        that are looking.
      </CtaBand>
    </>
  )
}
