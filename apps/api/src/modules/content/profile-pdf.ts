import { formatCount } from '@app/contract/numbers'
import type { SiteInfo } from '@app/contract/site'
import {
  COLOR,
  contentWidth,
  evenColumns,
  formatIstDate,
  renderPdf,
  table,
  widthOf,
  write,
  type Cell,
  type Column,
} from '../../lib/pdf'
import type { MarketFigures } from './repository'

/*
 * The wording below is the web site's own (apps/web/src/features/content/content.ts and the
 * footer), so that the brochure says what the site says; a test compares the two.
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

/** The site's colours (apps/web/src/index.css): brand-800, brand-700, brand-100, accent-500. */
const BRAND = {
  dark: '#0f2b46',
  mid: '#173f63',
  pale: '#d6e6f4',
  wash: '#eef5fb',
  accent: '#f59e0b',
}
const SIZE = { name: 34, tagline: 15, h2: 15, h3: 10.5, body: 9.5, figure: 24, small: 8 }

export interface BrochureInput {
  site: SiteInfo
  figures: MarketFigures
  /** When the figures were counted (printed under them). */
  at: Date
}

export const FIGURE_LABELS = {
  cities: 'Cities served',
  listings: 'Published listings',
  squareFeet: 'Sq.ft listed',
} as const

/** The two-page company profile: a cover with the live figures, then what we do and how. */
export function renderCompanyProfilePdf(
  input: BrochureInput,
  options: { compress?: boolean } = {},
) {
  return renderPdf(
    {
      title: `${input.site.name} - Company Profile`,
      author: input.site.name,
      compress: options.compress,
      footer: (page, pages) =>
        `${input.site.name} · Company Profile · ${input.site.email} · Page ${page} of ${pages}`,
    },
    (doc) => {
      drawCover(doc, input)
      doc.addPage()
      drawDetails(doc, input.site)
    },
  )
}

function drawCover(doc: PDFKit.PDFDocument, { site, figures, at }: BrochureInput) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const bandHeight = 400

  doc.rect(0, 0, doc.page.width, bandHeight).fill(BRAND.dark)
  doc.rect(left, 96, 48, 4).fill(BRAND.accent)
  doc.fillColor(BRAND.accent)
  write(doc, 'COMPANY PROFILE', {
    size: SIZE.small + 1,
    bold: true,
    x: left,
    y: 112,
    characterSpacing: 2,
  })
  doc.fillColor('#ffffff')
  write(doc, site.name, { size: SIZE.name, bold: true, x: left, y: 140, width })
  doc.moveDown(0.3).fillColor(BRAND.pale)
  write(doc, BROCHURE_TAGLINE, { size: SIZE.tagline, width })
  doc.moveDown(1.2).fillColor('#ffffff')
  write(doc, BROCHURE_INTRO, { size: SIZE.body + 2, width: width * 0.8, lineGap: 3 })
  doc.moveDown(1.2).fillColor(BRAND.pale)
  write(doc, BROCHURE_HOW, { size: SIZE.body + 1, width: width * 0.8, lineGap: 3 })

  // The live figures, in three boxes straddling the band's edge.
  const gap = 14
  const boxWidth = (width - 2 * gap) / 3
  const boxTop = bandHeight - 50
  const boxHeight = 100
  const values: [keyof typeof FIGURE_LABELS, number][] = [
    ['cities', figures.cities],
    ['listings', figures.listings],
    ['squareFeet', figures.squareFeet],
  ]
  values.forEach(([key, value], i) => {
    const x = left + i * (boxWidth + gap)
    doc.save().roundedRect(x, boxTop, boxWidth, boxHeight, 8).fill('#ffffff').restore()
    doc
      .save()
      .roundedRect(x, boxTop, boxWidth, boxHeight, 8)
      .lineWidth(0.75)
      .strokeColor(BRAND.pale)
      .stroke()
      .restore()
    doc.rect(x + 16, boxTop + 18, 28, 3).fill(BRAND.accent)
    // A large total shrinks to fit its box rather than wrap.
    const shown = formatCount(value)
    let size: number = SIZE.figure
    while (widthOf(doc, shown, { size, bold: true }) > boxWidth - 32 && size > SIZE.h3) size--
    doc.fillColor(BRAND.mid)
    write(doc, shown, { size, bold: true, x: x + 16, y: boxTop + 32, lineBreak: false })
    doc.fillColor(COLOR.muted)
    write(doc, FIGURE_LABELS[key], {
      size: SIZE.body,
      x: x + 16,
      y: boxTop + 68,
      width: boxWidth - 32,
    })
  })
  doc.fillColor(COLOR.muted)
  write(
    doc,
    `Live figures on ${formatIstDate(at)}: published listings on ${site.name} at the moment this brochure was made.`,
    { size: SIZE.small, x: left, y: boxTop + boxHeight + 12, width },
  )

  // At a glance: two columns of ticks between the figures and the contact box.
  doc.moveDown(2.2).fillColor(BRAND.dark)
  write(doc, 'At a glance', { size: SIZE.h2, bold: true, x: left })
  const glanceTop = doc.y + 10
  const half = (width - 24) / 2
  const rows = Math.ceil(BROCHURE_AT_A_GLANCE.length / 2)
  BROCHURE_AT_A_GLANCE.forEach((point, i) => {
    const x = left + Math.floor(i / rows) * (half + 24)
    const y = glanceTop + (i % rows) * 30
    doc
      .save()
      .circle(x + 5, y + 5, 5)
      .fill(BRAND.accent)
      .restore()
    doc.fillColor(COLOR.text)
    write(doc, point, { size: SIZE.body + 0.5, x: x + 16, y, width: half - 16 })
  })

  // Where to reach us, at the foot of the cover.
  const contactTop = doc.page.height - doc.page.margins.bottom - 150
  doc.save().roundedRect(left, contactTop, width, 120, 8).fill(BRAND.wash).restore()
  doc.fillColor(BRAND.dark)
  write(doc, 'Talk to us', { size: SIZE.h2, bold: true, x: left + 20, y: contactTop + 18 })
  const column = (width - 40) / 3
  const items: [string, string][] = [
    ['Call', site.phone],
    ['Write', site.email],
    ['Visit', site.address],
  ]
  items.forEach(([label, value], i) => {
    const x = left + 20 + i * column
    doc.fillColor(COLOR.muted)
    write(doc, label.toUpperCase(), {
      size: SIZE.small,
      bold: true,
      x,
      y: contactTop + 48,
      width: column - 12,
      characterSpacing: 1,
    })
    doc.fillColor(COLOR.text)
    write(doc, value, { size: SIZE.body, x, y: contactTop + 62, width: column - 12, lineGap: 2 })
  })
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  const left = doc.page.margins.left
  doc.rect(left, doc.y, 28, 3).fill(BRAND.accent)
  doc.moveDown(0.4).fillColor(BRAND.dark)
  write(doc, text, { size: SIZE.h2, bold: true, x: left })
  doc.moveDown(0.4)
}

/** A title over its text: a cell of the page's grids. */
const block = (item: { title: string; text: string }): Cell => [
  { text: item.title, size: SIZE.h3, bold: true, color: COLOR.text },
  { text: item.text, gap: 2, color: COLOR.muted, lineGap: 1.5 },
]

/** Blocks in the columns, row by row, each row as tall as its tallest block. */
function blocks(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  items: readonly { title: string; text: string }[],
) {
  const grid = table<number>(doc, { columns, size: SIZE.body, padding: { top: 0, bottom: 12 } })
  for (let i = 0; i < items.length; i += columns.length) {
    grid.row(items.slice(i, i + columns.length).map(block))
  }
  doc.y += 6
}

function drawDetails(doc: PDFKit.PDFDocument, site: SiteInfo) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const halves = evenColumns(width, 2, 24)
  doc.y = doc.page.margins.top

  heading(doc, 'What we do')
  blocks(doc, halves, BROCHURE_SERVICES)

  heading(doc, 'How it works')
  const thirds = evenColumns(width, 3, 20)
  const y = doc.y
  thirds.forEach((column, i) => {
    const x = left + column.x
    doc
      .save()
      .circle(x + 11, y + 11, 11)
      .fill(BRAND.mid)
      .restore()
    doc.fillColor('#ffffff')
    write(doc, String(i + 1), {
      size: SIZE.h3,
      bold: true,
      x,
      // Noto Sans sits lower on its line than Helvetica did: 4 pt centres the digit.
      y: y + 4,
      width: 22,
      align: 'center',
    })
  })
  doc.y = y + 30
  blocks(doc, thirds, BROCHURE_STEPS)

  heading(doc, 'Why choose us')
  blocks(doc, halves, BROCHURE_REASONS)

  // Contact details in a band, as on the site's contact page.
  const top = doc.y
  const bandHeight = 96
  doc.save().roundedRect(left, top, width, bandHeight, 8).fill(BRAND.dark).restore()
  doc.fillColor('#ffffff')
  write(doc, `Contact ${site.name}`, {
    size: SIZE.h2,
    bold: true,
    x: left + 20,
    y: top + 16,
    width: width - 40,
  })
  const column = (width - 40) / 2
  const contact = { size: SIZE.body, width: column }
  doc.fillColor(BRAND.pale)
  write(doc, `Phone: ${site.phone}`, { ...contact, x: left + 20, y: top + 42 })
  write(doc, `E-mail: ${site.email}`, contact)
  write(doc, `Hours: ${BROCHURE_HOURS}`, contact)
  write(doc, `Office: ${site.address}`, {
    ...contact,
    x: left + 20 + column,
    y: top + 42,
    width: column - 10,
  })
}
