import { GST_RATE_PERCENT } from '@app/contract/gst'
import {
  COLOR,
  contentWidth,
  FONT,
  FONT_BOLD,
  formatCount,
  formatIstDate,
  renderPdf,
  rule,
} from './pdf'
import { amountInWords, formatRupees, type GstSplit } from './tax'

export interface InvoiceParty {
  /** Where the party is, as GST names it: the state's name and its two-digit code. */
  stateName: string
  gstStateCode: string
}

export interface InvoiceSeller extends InvoiceParty {
  legalName: string
  gstin: string
  address: string
}

export interface InvoiceBuyer extends InvoiceParty {
  name: string
  phone: string
  email: string | null
}

export interface InvoiceDocument {
  number: string
  /** When the payment was received: the invoice's date. */
  issuedAt: Date
  seller: InvoiceSeller
  /** Unregistered (B2C): no GSTIN; the buyer's state is the place of supply. */
  buyer: InvoiceBuyer
  credits: number
  split: GstSplit
  sacCode: string
  payment: { provider: string; orderId: string; paymentId: string | null }
  /** The brand, for the document's metadata and footer. */
  siteName: string
}

export const INVOICE_LINE_DESCRIPTION = 'Wallet credits (prepaid)'
const HALF_RATE = GST_RATE_PERCENT / 2
const SIZE = { title: 18, heading: 9, body: 10, small: 8 }

/** Renders a GST tax invoice (CGST Rules, rule 46) for one paid top-up. */
export function renderInvoicePdf(invoice: InvoiceDocument, options: { compress?: boolean } = {}) {
  return renderPdf(
    {
      title: `Tax Invoice ${invoice.number}`,
      author: invoice.seller.legalName,
      compress: options.compress,
    },
    (doc) => drawInvoice(doc, invoice),
  )
}

function drawInvoice(doc: PDFKit.PDFDocument, inv: InvoiceDocument) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const half = width / 2
  const { seller, buyer, split } = inv

  doc.font(FONT_BOLD).fontSize(SIZE.title).text('Tax Invoice', left, doc.page.margins.top)
  doc
    .font(FONT)
    .fontSize(SIZE.small)
    .fillColor(COLOR.muted)
    .text('Original for recipient')
    .fillColor(COLOR.text)
  doc.moveDown(0.8)

  // Seller on the left, the invoice's particulars on the right, side by side.
  const top = doc.y
  heading(doc, 'Seller', left, top, half - 16)
  doc
    .font(FONT_BOLD)
    .fontSize(SIZE.body)
    .text(seller.legalName, { width: half - 16 })
  doc.font(FONT).text(seller.address, { width: half - 16 })
  doc.text(`GSTIN: ${seller.gstin}`)
  doc.text(`State: ${seller.stateName}, code ${seller.gstStateCode}`)
  const sellerBottom = doc.y

  const rightX = left + half
  heading(doc, 'Invoice', rightX, top, half)
  particulars(doc, rightX, half, [
    ['Invoice number', inv.number],
    ['Invoice date', formatIstDate(inv.issuedAt)],
    ['Place of supply', `${buyer.stateName} (${buyer.gstStateCode})`],
    ['Reverse charge', 'No'],
  ])
  doc.y = Math.max(sellerBottom, doc.y)
  doc.moveDown(0.6)
  rule(doc, 12)

  heading(doc, 'Billed to', left, doc.y, width)
  doc.font(FONT_BOLD).fontSize(SIZE.body).text(buyer.name, { width })
  doc.font(FONT).text(`Phone: ${buyer.phone}`)
  if (buyer.email) doc.text(`E-mail: ${buyer.email}`)
  doc.text(`State: ${buyer.stateName}, code ${buyer.gstStateCode}`)
  doc.text('GSTIN: unregistered')
  doc.moveDown(1)

  drawLine(doc, inv)
  drawTotals(doc, split)

  doc.x = left
  doc.moveDown(0.8)
  doc.font(FONT_BOLD).fontSize(SIZE.body).text('Amount in words', left, doc.y, { width })
  doc.font(FONT).text(amountInWords(split.totalPaise), { width })
  doc.moveDown(0.8)
  doc.font(FONT_BOLD).text('Payment', { width })
  const paidBy = inv.payment.provider === 'razorpay' ? 'Razorpay' : 'Sandbox (test payment)'
  doc.font(FONT).text(`Paid by card through ${paidBy}.`, { width })
  doc.text(`Order: ${inv.payment.orderId}`, { width })
  if (inv.payment.paymentId) doc.text(`Payment: ${inv.payment.paymentId}`, { width })
  doc.moveDown(0.8)
  doc
    .fontSize(SIZE.small)
    .fillColor(COLOR.muted)
    .text(
      `Prices include GST at ${GST_RATE_PERCENT}%. One credit is worth Rs. 1.00 and is spent on ` +
        `${inv.siteName} to unlock owners' contact details.`,
      { width },
    )

  const footerY = doc.page.height - doc.page.margins.bottom - 2 * SIZE.small
  doc
    .fontSize(SIZE.small)
    .fillColor(COLOR.muted)
    .text('This is a computer-generated invoice and needs no signature.', left, footerY, {
      width,
      align: 'center',
      lineBreak: false,
    })
    .fillColor(COLOR.text)
}

function heading(doc: PDFKit.PDFDocument, label: string, x: number, y: number, width: number) {
  doc
    .font(FONT_BOLD)
    .fontSize(SIZE.heading)
    .fillColor(COLOR.muted)
    .text(label.toUpperCase(), x, y, { width, characterSpacing: 0.5 })
    .fillColor(COLOR.text)
  doc.moveDown(0.2)
}

/** Label: value rows in a column. */
function particulars(
  doc: PDFKit.PDFDocument,
  x: number,
  width: number,
  rows: readonly (readonly [string, string])[],
) {
  const labelWidth = 100
  for (const [label, value] of rows) {
    const y = doc.y
    doc
      .font(FONT)
      .fontSize(SIZE.body)
      .fillColor(COLOR.muted)
      .text(label, x, y, { width: labelWidth })
    doc
      .fillColor(COLOR.text)
      .font(FONT_BOLD)
      .text(value, x + labelWidth, y, { width: width - labelWidth })
  }
}

/** The table's columns: x offset from the left margin, width and alignment. */
const COLUMNS = {
  item: { x: 0, width: 24, align: 'left' },
  description: { x: 24, width: 211, align: 'left' },
  sac: { x: 235, width: 70, align: 'left' },
  quantity: { x: 305, width: 70, align: 'right' },
  value: { x: 375, width: 120, align: 'right' },
  /** Under SAC and quantity: the totals' labels. */
  totalLabel: { x: 235, width: 140, align: 'right' },
} as const
type Column = keyof typeof COLUMNS
const CELL_PADDING = 6
/** The totals sit closer together than the table's rows. */
const TOTALS_PADDING = 3

function tableRow(
  doc: PDFKit.PDFDocument,
  cells: Partial<Record<Column, string>>,
  { bold = false, band = false, padding = CELL_PADDING } = {},
) {
  const left = doc.page.margins.left
  const y = doc.y
  doc.font(bold ? FONT_BOLD : FONT).fontSize(SIZE.body)
  const height =
    Math.max(
      ...Object.entries(cells).map(([column, text]) =>
        doc.heightOfString(text, { width: COLUMNS[column as Column].width - CELL_PADDING }),
      ),
    ) +
    2 * padding
  if (band) {
    doc.save().rect(left, y, contentWidth(doc), height).fill(COLOR.band).restore()
  }
  for (const [column, text] of Object.entries(cells)) {
    const c = COLUMNS[column as Column]
    doc.text(text, left + c.x + CELL_PADDING / 2, y + padding, {
      width: c.width - CELL_PADDING,
      align: c.align,
    })
  }
  doc.y = y + height
  doc.x = left
}

function drawLine(doc: PDFKit.PDFDocument, inv: InvoiceDocument) {
  tableRow(
    doc,
    {
      item: '#',
      description: 'Description',
      sac: 'SAC',
      quantity: 'Quantity',
      value: 'Taxable value',
    },
    { bold: true, band: true },
  )
  tableRow(doc, {
    item: '1',
    description: `${INVOICE_LINE_DESCRIPTION}\n${formatCount(inv.credits)} credits at Rs. 1.00 each, GST included`,
    sac: inv.sacCode,
    quantity: formatCount(inv.credits),
    value: formatRupees(inv.split.taxablePaise),
  })
  rule(doc, 4)
}

function drawTotals(doc: PDFKit.PDFDocument, split: GstSplit) {
  const rows: [string, number][] = [['Taxable value', split.taxablePaise]]
  if (split.intraState) {
    rows.push([`CGST @ ${HALF_RATE}%`, split.cgstPaise], [`SGST @ ${HALF_RATE}%`, split.sgstPaise])
  } else {
    rows.push([`IGST @ ${GST_RATE_PERCENT}%`, split.igstPaise])
  }
  for (const [label, paise] of rows) {
    tableRow(doc, { totalLabel: label, value: formatRupees(paise) }, { padding: TOTALS_PADDING })
  }
  const left = doc.page.margins.left
  doc
    .save()
    .moveTo(left + COLUMNS.totalLabel.x, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke()
    .restore()
  tableRow(doc, { totalLabel: 'Total', value: formatRupees(split.totalPaise) }, { bold: true })
}
