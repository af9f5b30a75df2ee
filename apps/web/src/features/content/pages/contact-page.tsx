import { CheckList } from '../components/check-list'
import { buttonClass } from '../../../components/ui/button'
import { PageBanner } from '../../../components/ui/page-banner'
import { Section } from '../../../components/ui/section'
import { site, telHref } from '../../../lib/site'
import { ContactCards } from '../components/contact-cards'
import { ContentIcon } from '../components/content-icon'
import { MapFacade } from '../components/map-facade'

const ENQUIRY_TIPS = [
  'The city or corridor, and how far from it you can go',
  'Area in sq.ft and the clear height you need',
  'Sale, rent or lease, your budget and the move-in date',
  'What you will store, especially if it needs special handling',
]

/** Until the contact form arrives: a clear way to send a requirement by e-mail or phone. */
function EnquiryCard() {
  const subject = encodeURIComponent(`Property requirement via ${site.name}`)
  return (
    <div className="border-line h-full rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-2xl sm:text-3xl">Tell us what you need</h2>
      <p className="text-muted mt-3 leading-relaxed">
        Write to us or call with your requirement. A few details help us answer in one reply:
      </p>
      <CheckList items={ENQUIRY_TIPS} className="mt-5" />
      <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={`mailto:${site.email}?subject=${subject}`} className={buttonClass('primary')}>
          <ContentIcon name="mail" className="size-5" />
          E-mail your requirement
        </a>
        <a href={telHref(site.phone)} className={buttonClass('outline')}>
          <ContentIcon name="phone" className="size-5" />
          Call {site.phone}
        </a>
      </div>
    </div>
  )
}

export function Component() {
  return (
    <>
      <title>{`Contact Us | ${site.name}`}</title>
      <PageBanner
        title="Contact Us"
        lead="Questions about a listing, your credits or our services? We are a call or an e-mail away."
      />
      <Section title="Get in touch" intro="Reach us on any of these during business hours.">
        <ContactCards />
      </Section>
      <section aria-label="Enquiry and office map" className="bg-surface py-14 sm:py-20">
        <div className="container-page grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-10">
          {/*
            The contact form (six fields) replaces EnquiryCard in a later issue, and the
            company profile download section is added below this grid at the same time.
          */}
          <EnquiryCard />
          <div>
            <h2 className="text-2xl sm:text-3xl">Find our office</h2>
            <address className="text-muted mt-3 mb-5 leading-relaxed not-italic">
              {site.address}
            </address>
            <MapFacade />
          </div>
        </div>
      </section>
    </>
  )
}
