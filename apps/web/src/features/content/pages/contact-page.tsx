import { PageBanner } from '../../../components/ui/page-banner'
import { Section } from '../../../components/ui/section'
import { site } from '../../../lib/site'
import { CompanyProfileSection } from '../components/company-profile-section'
import { ContactCards } from '../components/contact-cards'
import { ContactForm } from '../components/contact-form'
import { MapFacade } from '../components/map-facade'

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
        <div className="container-page grid grid-cols-1 gap-8 lg:grid-cols-5 lg:gap-10">
          <div className="border-line h-full lg:col-span-3 rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-2xl sm:text-3xl">Tell us what you need</h2>
            <p className="text-muted mt-3 mb-6 leading-relaxed">
              The location, the area and the kind of space you are after: we answer by e-mail or
              phone, usually within a working day.
            </p>
            <ContactForm />
          </div>
          <div className="lg:col-span-2">
            <h2 className="text-2xl sm:text-3xl">Find our office</h2>
            <address className="text-muted mt-3 mb-5 leading-relaxed not-italic">
              {site.address}
            </address>
            <MapFacade />
          </div>
        </div>
      </section>
      <CompanyProfileSection />
    </>
  )
}
