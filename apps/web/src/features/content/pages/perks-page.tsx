import { Card } from '../../../components/ui/card'
import { PageBanner } from '../../../components/ui/page-banner'
import { Section } from '../../../components/ui/section'
import { site } from '../../../lib/site'
import { IconTile, type IconName } from '../components/content-icon'
import { CtaBand } from '../components/cta-band'

interface Perk {
  title: string
  icon: IconName
  text: string
}

const SEEKER_PERKS: Perk[] = [
  {
    title: 'Browse without paying',
    icon: 'browse',
    text: 'Creating an account is free, and so is reading listings: dimensions, photographs, price, billing cycle and deposit.',
  },
  {
    title: 'Pay per unlock',
    icon: 'rupee',
    text: 'No subscription. You spend credits (₹1 = 1 credit) only on the properties whose owner you want to call, and you see the cost before you confirm.',
  },
  {
    title: 'Never pay twice',
    icon: 'unlock',
    text: 'A property you have unlocked stays unlocked. Its contact details remain in Unlocked Properties for the follow-up call.',
  },
  {
    title: 'Verified owner accounts',
    icon: 'shield',
    text: 'Owners confirm their account with a one-time password before they can list, and listings are moderated by our team.',
  },
]

const OWNER_PERKS: Perk[] = [
  {
    title: 'List for free',
    icon: 'tag',
    text: `There is no listing fee and no commission. ${site.name} earns from seekers' unlocks, not from your deal.`,
  },
  {
    title: 'Your number stays private',
    icon: 'shield',
    text: 'Your phone number and exact address are shown only to registered users who unlock your listing, not to every visitor.',
  },
  {
    title: 'Calls from people who have read the listing',
    icon: 'phone',
    text: 'Seekers see your size, price and terms before they unlock, so the calls you get come from businesses the property already suits.',
  },
  {
    title: 'Manage it yourself',
    icon: 'gear',
    text: 'Create a listing in four steps, save halfway and come back later, and edit details, prices and photographs at any time.',
  },
]

function PerkList({ perks }: { perks: Perk[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {perks.map((perk) => (
        <li key={perk.title}>
          <Card className="h-full p-6">
            <IconTile name={perk.icon} />
            <h3 className="mt-4 text-lg">{perk.title}</h3>
            <p className="text-muted mt-2 leading-relaxed">{perk.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export function Component() {
  return (
    <>
      <title>{`Perks | ${site.name}`}</title>
      <PageBanner
        title="Perks"
        lead="What you get from the platform, whether you are looking for space or letting it out."
      />
      <Section
        eyebrow="For seekers"
        title="Looking for a warehouse or godown"
        intro="You pay only for contact details you ask for, and no brokerage is charged on the platform."
      >
        <PerkList perks={SEEKER_PERKS} />
      </Section>
      <Section
        tinted
        eyebrow="For owners and agents"
        title="Letting or selling your property"
        intro="Listing costs nothing. Seekers pay credits to unlock your contact details; you keep the whole of your deal."
      >
        <PerkList perks={OWNER_PERKS} />
      </Section>
      <CtaBand title="Put the perks to work">
        Start browsing the current listings, or post your property for free.
      </CtaBand>
    </>
  )
}
