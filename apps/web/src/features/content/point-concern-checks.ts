import type { IconName } from './components/content-icon'

export interface Check {
  title: string
  text: string
}

export interface CheckGroup {
  id: string
  title: string
  icon: IconName
  intro: string
  checks: Check[]
}

/** Points of concern when choosing a warehouse or godown in India (the /point-concern page). */
export const CHECK_GROUPS: CheckGroup[] = [
  {
    id: 'title-and-land',
    title: 'Title and land',
    icon: 'document',
    intro:
      'Make sure the person you deal with has the right to let or sell, and that the land may be used for a warehouse.',
    checks: [
      {
        title: 'Title deed and chain of ownership',
        text: 'Ask for the registered sale deed and the earlier deeds going back about 30 years. The person signing your agreement should be the owner on record, or hold a registered power of attorney from every owner.',
      },
      {
        title: 'Encumbrance certificate',
        text: "Issued by the sub-registrar's office, it lists registered mortgages, sales and other charges on the property. If the land is mortgaged to a bank, a long lease or a sale may need the bank's consent.",
      },
      {
        title: 'Land records and mutation',
        text: "The revenue record (the 7/12 extract in Maharashtra, khatauni in Uttar Pradesh, RTC in Karnataka, patta in Tamil Nadu) should carry the current owner's name and match the deed.",
      },
      {
        title: 'Zoning and change of land use',
        text: 'A warehouse on agricultural land needs a change-of-land-use (CLU) or non-agricultural (NA) order, and the development plan should permit warehousing in that zone.',
      },
      {
        title: 'Building approvals',
        text: 'Look for the sanctioned building plan from the municipal body or industrial development corporation and an occupancy or completion certificate. Construction beyond the sanctioned plan can attract penalties or demolition notices.',
      },
    ],
  },
  {
    id: 'building-and-safety',
    title: 'Building and safety',
    icon: 'shield',
    intro:
      'The structure has to carry your goods and equipment safely, and pass inspections for as long as you stay.',
    checks: [
      {
        title: 'Fire NOC',
        text: "Check that the fire department's no-objection certificate is current and covers the goods you will store; flammable or hazardous goods need more than a general storage approval. Hydrants, sprinklers and extinguishers should be in working order.",
      },
      {
        title: 'Structural safety',
        text: 'For older godowns, and wherever you plan racking or a mezzanine, ask for a structural stability certificate from a chartered structural engineer.',
      },
      {
        title: 'Flooring load',
        text: 'Floors are rated in tonnes per square metre. Buildings designed for pallet racking often specify 5 to 8 tonnes per sq.m with a flat, hardened surface; an older floor may crack under racking legs or laden forklifts.',
      },
      {
        title: 'Clear height',
        text: 'Measure from the floor to the lowest point of the roof structure, not to the ridge. It decides how many racking levels fit, and so how much you can store per sq.ft of rent.',
      },
      {
        title: 'Dock height and docks',
        text: 'A dock about 1.2 m (4 ft) above the yard roughly matches the bed of most trucks, so pallet trucks can roll straight in. Count the docks you need at peak and check for levellers and canopies for loading in the rain.',
      },
      {
        title: 'Roof, drainage and flooding',
        text: 'Ask whether the site has flooded in past monsoons and look at the plinth height above the road. Inspect roof sheets, skylights, gutters and storm-water drains before you agree on the rent.',
      },
    ],
  },
  {
    id: 'access-and-operations',
    title: 'Access and operations',
    icon: 'truck',
    intro:
      'A good building in the wrong place costs you on every trip. Check how goods and people will actually reach it.',
    checks: [
      {
        title: 'Road access for 32-ft trucks',
        text: 'A 32-ft multi-axle truck needs a wide approach road, room to swing through the gate and a yard to manoeuvre and wait. Visit when your vehicles would arrive; narrow lanes and right-angled gates rule out many godowns.',
      },
      {
        title: 'No-entry hours',
        text: 'Many cities bar heavy vehicles during the day. Check the timings on the route between the highway and the gate, not only at the site.',
      },
      {
        title: 'Labour availability',
        text: 'Loading, picking and packing need people on every shift. Ask about the local labour pool, transport for night shifts and any local arrangements for loading work, such as registered mathadi workers in parts of Maharashtra.',
      },
      {
        title: 'Power and water',
        text: "Check the sanctioned electrical load and phase, space for a DG set, and the water source. Raising the sanctioned load can take weeks and needs the owner's cooperation.",
      },
    ],
  },
  {
    id: 'commercial-and-tax',
    title: 'Commercial terms and tax',
    icon: 'rupee',
    intro: 'Read the money side of the agreement over its whole term, not only the first month.',
    checks: [
      {
        title: 'GST registration of the premises',
        text: "To add the warehouse to your GST registration as a place of business you will need the rent or lease agreement and proof of the premises, such as a recent electricity bill or property tax receipt, and often the owner's consent letter. Agree before signing that the owner will provide them.",
      },
      {
        title: 'Lock-in and escalation',
        text: 'Warehouse leases often run for several years with a lock-in during which an early exit means paying the remaining rent. An escalation of about 5% a year is common; compare the total rent over the term, not only year one.',
      },
      {
        title: 'Security deposit',
        text: "Deposits of 3 to 6 months' rent are usual. On a monthly rent of ₹2,50,000 that is ₹7,50,000 to ₹15,00,000, so record the amount, the refund timeline and permitted deductions in the agreement.",
      },
      {
        title: 'Registration and stamp duty',
        text: 'Under the Registration Act, 1908 a lease for more than one year must be registered, with stamp duty at the rate your state sets. This is why many agreements are drawn for 11 months; longer commitments should be registered.',
      },
      {
        title: 'GST on rent, property tax and maintenance',
        text: 'Commercial rent generally attracts GST: confirm whether the quoted rent includes it. Settle who pays property tax, and in logistics parks the common-area maintenance charge, which can add noticeably to the monthly cost.',
      },
    ],
  },
]
