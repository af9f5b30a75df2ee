/*
 * The company profile's wording is the web site's own (apps/web/src/features/content/content.ts
 * and the footer), so that the brochure says what the site says; a test compares the two.
 */
export const BROCHURE_TAGLINE = 'Space for every business, in every state.'
export const BROCHURE_INTRO =
  'Warehouses, godowns and commercial space across India, listed by their owners. Sign up free to see every listing, then unlock an owner’s number and talk to them directly.'

/** The cover's second paragraph: the site's "How it works" in two sentences. */
export const BROCHURE_HOW =
  "Owners list for free. Seekers unlock an owner's contact details with wallet credits and call the owner directly. No brokerage is charged by the platform."

export const BROCHURE_SERVICES = [
  {
    title: 'Leasing & Renting',
    text: 'Godowns and warehouses to rent or take on a long lease, from a small city godown to a large shed in a logistics park.',
  },
  {
    title: 'Buy & Sell Assistance',
    text: 'Warehouses and godowns for outright purchase, and support for owners selling an industrial property, tenanted or vacant.',
  },
  {
    title: 'Customized Site Search',
    text: 'Tell us the location, area, height and budget; we shortlist sites that meet the brief instead of sending everything nearby.',
  },
  {
    title: 'Legal & Compliance Support',
    text: 'Help checking title, approvals and the agreement before you sign, with referrals to advocates where a legal opinion is needed.',
  },
  {
    title: 'Facility Management Advisory',
    text: 'Practical advice on running the building after you move in: security, housekeeping, fire safety, maintenance and utilities.',
  },
] as const

export const BROCHURE_STEPS = [
  {
    title: 'Browse listings',
    text: 'Filter warehouses and godowns by state, district, city, property type and sale, rent or lease. Log in to open full details.',
  },
  {
    title: 'Unlock with credits',
    text: "Top up your wallet (₹1 = 1 credit) and spend credits to reveal the owner's phone number and full address.",
  },
  {
    title: 'Talk to the owner',
    text: 'Call the owner directly to arrange a site visit and agree terms. No brokerage is charged by the platform.',
  },
] as const

export const BROCHURE_REASONS = [
  {
    title: 'Pan-India Reach',
    text: 'Owners list from every state, so one search covers the metros, the port towns and the tier-2 distribution hubs.',
  },
  {
    title: 'Convenient Locations',
    text: 'Space near highways, ports, rail freight terminals and the markets you serve, with the exact address shared once you unlock.',
  },
  {
    title: 'Flexible Options',
    text: 'Sale, rent or lease; a compact godown near the market yard or a large shed in a logistics park.',
  },
  {
    title: 'Quick Turnaround',
    text: "Unlock an owner's contact details and call the same day, without waiting for someone to call you back.",
  },
] as const

/** Points from the site's "Why choose us" cards, as a checklist on the cover. */
export const BROCHURE_AT_A_GLANCE = [
  'Search by state, then district, then city',
  'Godowns and warehouses for sale, rent and lease',
  'Billing cycles from daily to yearly, as the owner sets them',
  'Full address and PIN code after unlocking',
  'Contact details shown immediately after unlocking',
  'One property, one charge, however often you open it',
] as const

export const BROCHURE_HOURS = 'Mon–Sat, 9:30–18:30 IST'

/** Under each live figure on the cover. */
export const FIGURE_LABELS = {
  cities: 'Cities served',
  listings: 'Published listings',
  squareFeet: 'Sq.ft listed',
} as const
