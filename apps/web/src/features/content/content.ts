import { site } from '../../lib/site'
import type { IconName } from './components/content-icon'

/**
 * Texts shared by the home page and the inner content pages: one definition each, so the
 * home cards and the detail pages never drift apart.
 */

export interface Service {
  slug: string
  title: string
  icon: IconName
  /** One or two sentences for cards. */
  summary: string
  /** The problem as the customer sees it (Addressing Needs page). */
  need: string
  /** What we do about it (Services and Addressing Needs pages). */
  approach: string
  includes: string[]
}

/** In the order of the home page's services grid. */
export const SERVICES: Service[] = [
  {
    slug: 'leasing-renting',
    title: 'Leasing & Renting',
    icon: 'key',
    summary:
      'Godowns and warehouses to rent or take on a long lease, from a small city godown to a large shed in a logistics park.',
    need: 'You need space soon, but you also need a lease you can live with for years: the right size today, room to grow, and terms that do not surprise you in year three.',
    approach:
      'Rent and lease listings show the asking rent, the billing cycle and the security deposit before you unlock a contact, so you can compare like with like. Once you are talking to the owner, we help you read the term sheet: lock-in, yearly escalation, notice period, who pays maintenance and property tax, and how the deposit comes back at exit.',
    includes: [
      'Rent and lease listings with price, billing cycle and deposit shown up front',
      'Help comparing lock-in, escalation and notice clauses across options',
      'Guidance on a leave-and-licence agreement versus a registered lease',
      'A handover checklist for fittings, meter readings and the condition of the floor and roof',
    ],
  },
  {
    slug: 'buy-sell',
    title: 'Buy & Sell Assistance',
    icon: 'tag',
    summary:
      'Warehouses and godowns for outright purchase, and support for owners selling an industrial property, tenanted or vacant.',
    need: 'Buying a warehouse is a capital decision, and selling one means reaching buyers who understand industrial property rather than everyone browsing for flats.',
    approach:
      'Owners list for sale at no cost and describe the building the way a buyer inspects it: dimensions, height, photographs and location. Buyers see the asking price before unlocking and then deal with the owner directly. We help both sides put the paperwork in order (title chain, encumbrance certificate, approvals, the tenancy if the building is let) so that due diligence does not stall for weeks.',
    includes: [
      'Free sale listings with dimensions, price and photographs',
      'A due-diligence document list for buyers',
      'Guidance on selling a tenanted, income-producing warehouse',
      'Pointers on stamp duty and registration, which differ from state to state',
    ],
  },
  {
    slug: 'site-search',
    title: 'Customized Site Search',
    icon: 'search',
    summary:
      'Tell us the location, area, height and budget; we shortlist sites that meet the brief instead of sending everything nearby.',
    need: 'Your requirement is specific: close to a port or a national highway, enough clear height for racking, a set number of docks, a power connection that can run your equipment. Generic search results waste site visits.',
    approach:
      'Share a written brief: city or corridor, area in sq.ft, clear height, number of docks, power load, budget and move-in date. We filter listed properties against it, ask owners the questions a listing does not answer, and hand you a shortlist worth visiting. When nothing listed fits, we tell you so rather than stretch the brief.',
    includes: [
      'A requirement brief covering area, height, docks, power and budget',
      'A shortlist matched against the whole brief, not just the location',
      "Owners' answers to your technical questions before you travel",
      'Site visits grouped by area so that one day covers several options',
    ],
  },
  {
    slug: 'legal-compliance',
    title: 'Legal & Compliance Support',
    icon: 'scale',
    summary:
      'Help checking title, approvals and the agreement before you sign, with referrals to advocates where a legal opinion is needed.',
    need: 'Industrial property carries more paperwork than a flat: land-use conversion, building approvals, a fire NOC, pollution-board consent for some uses, and a lease that must be stamped and registered correctly.',
    approach: `We explain what each document proves and what is missing, using the checklist on our Point of Concern page. For work that needs a lawyer (title search reports, drafting, disputes) we refer you to an advocate who practises in that state; ${site.name} does not give legal opinions itself.`,
    includes: [
      'Document checklist: title deed, encumbrance certificate, CLU or NA order, approvals',
      'Status of the fire NOC and the occupancy certificate',
      'Stamp duty and registration requirements for the lease or sale deed',
      'The documents a tenant needs to add the premises to its GST registration',
    ],
  },
  {
    slug: 'facility-management',
    title: 'Facility Management Advisory',
    icon: 'gear',
    summary:
      'Practical advice on running the building after you move in: security, housekeeping, fire safety, maintenance and utilities.',
    need: 'A warehouse that fails a fire audit, floods in the monsoon or loses power in the middle of peak-season dispatch costs far more than the rent you saved.',
    approach:
      'We advise on setting the facility up well: maintenance contracts for fire systems and DG sets, scopes for security and housekeeping, pest control for food-grade storage, and a preventive-maintenance calendar for roofs, drains and dock equipment ahead of the monsoon. The advice is yours to use with any vendor you choose.',
    includes: [
      'A fit-out and move-in checklist',
      'Scopes of work for security, housekeeping and pest-control contracts',
      'A pre-monsoon inspection list for roof sheets, gutters and drains',
      'Fire-safety upkeep: extinguishers, hydrants, sprinklers and drills',
    ],
  },
]

export interface Reason {
  title: string
  icon: IconName
  summary: string
  detail: string
  points: string[]
}

export const REASONS: Reason[] = [
  {
    title: 'Pan-India Reach',
    icon: 'network',
    summary:
      'Owners list from every state, so one search covers the metros, the port towns and the tier-2 distribution hubs.',
    detail:
      'Every listing carries its state, district and city from one national directory of places, so a search by district returns what is actually in that district. A business growing from one region into the next can weigh a godown in Bhiwandi against a shed near Hoskote or Farrukhnagar on the same screen, in the same format.',
    points: [
      'Search by state, then district, then city',
      'The same listing format in every region',
      'Godowns and warehouses for sale, rent and lease',
    ],
  },
  {
    title: 'Convenient Locations',
    icon: 'pin',
    summary:
      'Space near highways, ports, rail freight terminals and the markets you serve, with the exact address shared once you unlock.',
    detail:
      'Location fixes your transport cost for as long as you stay. Listings show the city and district openly; the full address, PIN code and owner phone number appear after you unlock, so you can check the approach road, no-entry hours for heavy vehicles and travel time to your customers before you visit.',
    points: [
      'City and district visible on every listing',
      'Full address and PIN code after unlocking',
      'Compare locations before you spend a day travelling',
    ],
  },
  {
    title: 'Flexible Options',
    icon: 'sliders',
    summary:
      'Sale, rent or lease; a compact godown near the market yard or a large shed in a logistics park.',
    detail:
      'Requirements change with seasons and contracts. Filter by purchase type and by property type, and read the billing cycle each owner sets (monthly, quarterly, yearly and others), so a short seasonal arrangement and a nine-year lease sit side by side and you choose what suits the business.',
    points: [
      'Purchase types: Sale, Rent and Lease',
      'Property types: Godown and Warehouse',
      'Billing cycles from daily to yearly, as the owner sets them',
    ],
  },
  {
    title: 'Quick Turnaround',
    icon: 'clock',
    summary:
      "Unlock an owner's contact details and call the same day, without waiting for someone to call you back.",
    detail:
      'Credits are bought in advance, so an unlock takes one confirmation and the contact details appear at once. You never pay twice for the same property, and everything you have unlocked stays in your account, ready for the second visit or the negotiation.',
    points: [
      'Contact details shown immediately after unlocking',
      'One property, one charge, however often you open it',
      'Unlocked properties listed in your account',
    ],
  },
]

export interface Step {
  title: string
  icon: IconName
  text: string
}

export const HOW_IT_WORKS: Step[] = [
  {
    title: 'Browse listings',
    icon: 'browse',
    text: 'Filter warehouses and godowns by state, district, city, property type and sale, rent or lease. Log in to open full details.',
  },
  {
    title: 'Unlock with credits',
    icon: 'unlock',
    text: "Top up your wallet (₹1 = 1 credit) and spend credits to reveal the owner's phone number and full address.",
  },
  {
    title: 'Talk to the owner',
    icon: 'phone',
    text: 'Call the owner directly to arrange a site visit and agree terms. No brokerage is charged by the platform.',
  },
]

export const BUSINESS_HOURS = 'Mon–Sat, 9:30–18:30 IST'

/** The date the current Terms of Use and Privacy Policy took effect (the operator updates it). */
export const POLICIES_EFFECTIVE = '2026-11-22'
