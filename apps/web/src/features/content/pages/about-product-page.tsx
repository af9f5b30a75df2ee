import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { Section } from '../../../components/ui/section'
import { site } from '../../../lib/site'
import { ContentIcon, IconTile } from '../components/content-icon'
import { CtaBand } from '../components/cta-band'
import { HowItWorks } from '../components/how-it-works'
import { formatFileSize } from '../../../lib/documents'

const LISTING_STEPS = [
  {
    title: 'Property',
    text: 'Title, type (godown or warehouse), length, width and height in feet, a cover photo and a description. The area in sq.ft is worked out for you.',
  },
  {
    title: 'Property Price',
    text: 'Sale, rent or lease; the price; how often it is billed, from daily to yearly; and the security deposit you expect.',
  },
  {
    title: 'Property Attachments',
    text: `More photographs and documents, each with a name, an order and a short description, up to ${formatFileSize(MAX_UPLOAD_BYTES)} per file.`,
  },
  {
    title: 'Address',
    text: 'State, district, city, PIN code, street address and a phone number. These stay hidden until a seeker unlocks the listing.',
  },
]

const CREDIT_FACTS = [
  'One credit is worth one rupee: ₹500 buys 500 credits.',
  "Credits are bought through Razorpay's checkout; card details never reach our servers.",
  'The credits an unlock costs are shown before you confirm it.',
  'A property you have unlocked stays unlocked; opening it again costs nothing.',
  'Every top-up appears under Transactions, and every unlock under Unlocked Properties.',
]

const AUDIENCE = [
  'Manufacturers',
  'Distributors and C&F agents',
  'Traders and stockists',
  'E-commerce sellers',
  'Third-party logistics (3PL) firms',
  'Agri and cold-chain businesses',
  'Landowners and developers',
  'Investors with let-out warehouses',
  'Property agents acting for owners',
]

const NOT_DONE = [
  'We do not collect rent, hold deposits or take part in the payment between you and the owner.',
  'We do not charge brokerage; what you pay on the platform is the credits you choose to spend.',
  'We do not inspect every property in person. Visit the site and check the documents before you sign or pay anything.',
]

function ListingSteps() {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {LISTING_STEPS.map((step, i) => (
        <li key={step.title}>
          <Card className="h-full p-6">
            <span className="bg-accent-100 text-accent-700 inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold">
              Step {i + 1} of {LISTING_STEPS.length}
            </span>
            <h3 className="mt-3 text-lg">{step.title}</h3>
            <p className="text-muted mt-2 leading-relaxed">{step.text}</p>
          </Card>
        </li>
      ))}
    </ol>
  )
}

function Credits() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <ul className="space-y-4">
        {CREDIT_FACTS.map((fact) => (
          <li key={fact} className="text-ink flex gap-3 text-lg leading-relaxed">
            <ContentIcon name="check" className="text-accent-700 mt-1 size-5 shrink-0" />
            {fact}
          </li>
        ))}
      </ul>
      <Card className="from-brand-800 to-brand-700 border-0 bg-gradient-to-br p-7 text-white">
        <p className="text-accent-400 text-sm font-bold tracking-wider uppercase">Exchange rate</p>
        <p className="mt-2 text-4xl font-extrabold">₹1 = 1 credit</p>
        <p className="text-brand-100 mt-3 leading-relaxed">
          No subscription and no monthly plan. Top up when you need to and spend only on the
          properties you want to pursue.
        </p>
      </Card>
    </div>
  )
}

export function Component() {
  return (
    <>
      <title>{`About ${site.name} | ${site.name}`}</title>
      <PageBanner
        title={`About ${site.name}`}
        lead="How the platform works for people looking for space and for the owners who list it."
      />
      <Section eyebrow="The platform" title={`What ${site.name} is`}>
        <div className="grid gap-5 md:grid-cols-2">
          <Card className="p-6 sm:p-7">
            <IconTile name="search" />
            <h3 className="mt-4 text-xl">For businesses looking for space</h3>
            <p className="text-muted mt-2 leading-relaxed">
              A searchable list of godowns and warehouses for sale, rent and lease, filtered by
              state, district and city. Each listing shows the dimensions, photographs and the
              asking price. When one fits, you unlock the owner&apos;s phone number and full address
              with wallet credits and take the conversation from there.
            </p>
          </Card>
          <Card className="p-6 sm:p-7">
            <IconTile name="key" tone="accent" />
            <h3 className="mt-4 text-xl">For owners and agents</h3>
            <p className="text-muted mt-2 leading-relaxed">
              A free place to list a warehouse or godown and reach businesses that are actively
              looking. You describe the property in four steps, manage every listing from My
              Properties, and your number is shared only with people who chose to unlock it.
            </p>
          </Card>
        </div>
      </Section>
      <Section tinted eyebrow="How it works" title="Browse, unlock, talk">
        <HowItWorks />
      </Section>
      <Section
        eyebrow="For owners"
        title="Listing a property"
        intro="You can stop after any step and continue later; an unfinished listing waits in My Properties marked with the step it reached."
      >
        <ListingSteps />
      </Section>
      <Section tinted eyebrow="For seekers" title="Credits and unlocking">
        <Credits />
      </Section>
      <Section eyebrow="Who it is for" title="Built for people who store and move goods">
        <ul className="flex flex-wrap gap-3">
          {AUDIENCE.map((a) => (
            <li key={a}>
              <span className="border-line bg-surface text-ink inline-flex rounded-full border px-4 py-2 text-sm font-semibold">
                {a}
              </span>
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-xl">What {site.name} does not do</h3>
        <ul className="mt-4 max-w-3xl space-y-3">
          {NOT_DONE.map((item) => (
            <li key={item} className="text-muted flex gap-3 leading-relaxed">
              <ContentIcon name="warning" className="text-accent-700 mt-0.5 size-5 shrink-0" />
              {item}
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title="Ready to start?">
        See what is listed today, or add your own property in a few minutes.
      </CtaBand>
    </>
  )
}
