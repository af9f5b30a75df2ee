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
// In the order the brochure prints them.
import {
  BROCHURE_TAGLINE,
  BROCHURE_INTRO,
  BROCHURE_HOW,
  FIGURE_LABELS,
  BROCHURE_AT_A_GLANCE,
  BROCHURE_SERVICES,
  BROCHURE_STEPS,
  BROCHURE_REASONS,
  BROCHURE_HOURS,
} from './profile-texts'
import type { MarketFigures } from './repository'

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
