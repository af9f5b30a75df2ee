import { Section } from '../../components/ui/section'
import { site } from '../../lib/site'
import { CtaBand } from '../../features/content/components/cta-band'
import { HowItWorks } from '../../features/content/components/how-it-works'
import { Newsletter } from '../../features/content/components/newsletter'
import { ReasonCards } from '../../features/content/components/reason-cards'
import { ServiceCards } from '../../features/content/components/service-cards'
import { LatestProperties } from '../../features/listings/components/latest-properties'
import { ShortlistHeart } from '../../features/shortlist/components/shortlist-heart'

/** The home page's `<title>`: the three layouts are one page to a search engine's reader. */
export const HOME_TITLE = `Warehouses & Godowns for Sale, Rent and Lease | ${site.name}`

/**
 * Everything on a home page below its hero, shared by `/`, `/home-six` and `/home-seven`: each
 * layout differs in its hero only (decision 026), so a change here shows on all three.
 */
export function HomeSections() {
  return (
    <>
      <Section
        eyebrow="What we do"
        title="Our Services"
        intro="Finding, securing and running a warehouse takes more than a list of addresses. Here is where we help."
      >
        <ServiceCards withMoreLink />
      </Section>
      <LatestProperties cardAction={(card) => <ShortlistHeart propertyId={card.id} />} />
      <Section
        eyebrow="How it works"
        title="From search to site visit in three steps"
        intro="Browsing is free. You spend credits only on the properties you want to pursue."
      >
        <HowItWorks />
      </Section>
      <Section
        tinted
        eyebrow={`Why ${site.name}`}
        title="Why Choose Us"
        intro="Built for businesses that store and move goods, and for the owners who build the space."
      >
        <ReasonCards />
      </Section>
      <Newsletter />
      <CtaBand title="Own a warehouse or godown?">
        List it for free in four short steps: details, price, photos and address. Your phone number
        stays private until a seeker unlocks it.
      </CtaBand>
    </>
  )
}
