import { ButtonLink } from '../../../components/ui/button'
import { PageBanner } from '../../../components/ui/page-banner'
import { Section } from '../../../components/ui/section'
import { site } from '../../../lib/site'
import { ContactCards } from '../components/contact-cards'
import { ContentIcon } from '../components/content-icon'
import { BUSINESS_HOURS } from '../content'

export function Component() {
  return (
    <>
      <title>{`Thank You | ${site.name}`}</title>
      <PageBanner title="Thank You" lead="Your message has reached us." />
      <section aria-labelledby="thank-you-title" className="py-14 sm:py-20">
        <div className="container-page">
          <div className="border-line mx-auto max-w-2xl rounded-3xl border bg-white p-8 text-center shadow-sm sm:p-12">
            <span
              aria-hidden="true"
              className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700"
            >
              <ContentIcon name="check" className="size-8" />
            </span>
            <h2 id="thank-you-title" className="mt-6 text-2xl sm:text-3xl">
              Thank you for contacting {site.name}
            </h2>
            <p className="text-muted mt-4 text-lg leading-relaxed">
              A member of our team will get back to you during business hours ({BUSINESS_HOURS}). If
              your requirement is urgent, call us on the number below.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/" size="lg">
                Back to Home
              </ButtonLink>
              <ButtonLink to="/property" variant="outline" size="lg">
                See All Listing
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
      <Section tinted title="Our contact details">
        <ContactCards />
      </Section>
    </>
  )
}
