import { CheckList } from '../components/check-list'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { Section } from '../../../components/ui/section'
import { site } from '../../../lib/site'
import { IconTile, type IconName } from '../components/content-icon'
import { CtaBand } from '../components/cta-band'
import { TeamGrid } from '../components/team-grid'

/** How warehousing demand in India has changed, and what that means for a search. */
const SHIFTS: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'GST and hub-and-spoke networks',
    icon: 'network',
    text: 'Before July 2017, central sales tax and state entry taxes pushed companies to keep a small depot in almost every state. GST removed that reason, and many networks have since consolidated into fewer, larger regional hubs that feed smaller spokes close to customers.',
  },
  {
    title: 'E-commerce fulfilment',
    icon: 'truck',
    text: 'Online retail needs three kinds of space: large fulfilment centres on the edge of metros, sortation centres on the highway, and compact delivery stations or dark stores inside the city, where a few thousand sq.ft in the right lane matters more than size.',
  },
  {
    title: 'MSME godowns',
    icon: 'browse',
    text: 'Traders, stockists and small manufacturers still run on godowns of a few thousand sq.ft in market areas and industrial estates. It is a large, thinly documented part of the market, and the part where a direct line to the owner saves the most time.',
  },
  {
    title: 'Cold chain',
    icon: 'gear',
    text: 'Dairy, frozen food, fruit and vegetables, and pharmaceuticals need temperature-controlled storage with dependable power. Capacity has grown near production areas, such as the potato belts of Uttar Pradesh and West Bengal, and near consumption centres around the metros.',
  },
  {
    title: 'Corridors and logistics parks',
    icon: 'pin',
    text: 'The Golden Quadrilateral joining Delhi, Mumbai, Chennai and Kolkata, the Western and Eastern Dedicated Freight Corridors, and multi-modal logistics parks have shaped clusters such as Bhiwandi, Chakan, Farrukhnagar, Hoskote, Oragadam and Dankuni.',
  },
]

const PRINCIPLES = [
  'Space is listed by the people who own it or their authorised agents.',
  'The price, billing cycle and deposit are shown before anyone pays to unlock.',
  'Owners list for free; no brokerage is charged on the platform.',
  'Contact details stay private until a registered user chooses to unlock them.',
]

function WhoWeAre() {
  return (
    <Section eyebrow="Who we are" title={`About ${site.name}`}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
        <div className="text-muted space-y-4 text-lg leading-relaxed">
          <p>
            {site.name} is a marketplace for warehouses, godowns and commercial space across India.
            Owners and their agents list properties for sale, rent or lease; businesses looking for
            space browse those listings and, when one fits, unlock the owner&apos;s contact details
            to speak to them directly.
          </p>
          <p>
            We started from a simple observation: most industrial space in India changes hands
            through phone calls and word of mouth. A distributor looking for 8,000 sq.ft near a
            highway can spend weeks on calls and site visits before learning the basics: the clear
            height, the rent, whether a 32-ft truck can reach the dock at all.
          </p>
          <p>
            We put those basics on the listing and let the two parties talk. Around the marketplace
            our team offers practical help with site search, leases and sales, documents and running
            the building, described on our{' '}
            <Link
              to="/services"
              className="text-brand-700 font-semibold underline underline-offset-2"
            >
              services
            </Link>{' '}
            page.
          </p>
        </div>
        <Card className="bg-surface h-fit p-6 sm:p-7">
          <h3 className="text-lg">What we hold ourselves to</h3>
          <CheckList items={PRINCIPLES} className="mt-4" />
        </Card>
      </div>
    </Section>
  )
}

export function Component() {
  return (
    <>
      <title>{`About Us | ${site.name}`}</title>
      <PageBanner
        title="About Us"
        lead="A marketplace for warehouses, godowns and commercial space, built around a direct line between the people who need space and the people who own it."
      />
      <WhoWeAre />
      <Section
        tinted
        eyebrow="The market we serve"
        title="Warehousing in India today"
        intro="Demand for storage space has changed shape over the last decade. These are the shifts we see in the requirements that reach us."
      >
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {SHIFTS.map((shift) => (
            <li key={shift.title}>
              <Card className="h-full p-6">
                <IconTile name={shift.icon} />
                <h3 className="mt-4 text-lg">{shift.title}</h3>
                <p className="text-muted mt-2 leading-relaxed">{shift.text}</p>
              </Card>
            </li>
          ))}
          <li>
            <div className="from-brand-700 to-brand-800 h-full rounded-2xl bg-gradient-to-br p-6 text-white">
              <h3 className="text-lg text-white">What this means for your search</h3>
              <p className="text-brand-100 mt-2 leading-relaxed">
                Whatever the shape of the requirement, the first questions are the same: where, how
                large, how high and on what terms. Listings on {site.name} answer them before you
                spend a day on site visits.
              </p>
            </div>
          </li>
        </ul>
      </Section>
      <Section
        eyebrow="Our Work Force"
        title="The team behind the platform"
        intro="The people who answer your calls, check the listings and build the product."
      >
        <TeamGrid />
        <p className="mt-8">
          <Link
            to="/workforce"
            className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
          >
            More about our work force
          </Link>
        </p>
      </Section>
      <CtaBand title="Looking for space, or letting it out?">
        Browse the current listings, or list your warehouse or godown free of charge.
      </CtaBand>
    </>
  )
}
