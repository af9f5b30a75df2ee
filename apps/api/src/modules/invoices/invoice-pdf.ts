import { formatCount, formatPaise, plural } from '@app/contract/numbers'
import { GST_RATE_PERCENT, paymentMethodLabel } from '@app/contract/gst'
import {
  COLOR,
  contentWidth,
  formatIstDate,
  hairline,
  renderPdf,
  rule,
  table,
  write,
  type Table,
} from '../../lib/pdf'
import { amountInWords, type GstSplit } from './tax'

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
  /** A business's legal name, or the name given for the invoice, or the account's. */
  name: string
  /** A registered buyer's GSTIN: the invoice is then B2B; null for a consumer (unregistered). */
  gstin: string | null
  /** The billing address, when given (always with a GSTIN; rule 46(e) from ₹50,000). */
  address: string | null
  phone: string
  email: string | null
}

export interface InvoiceDocument {
  number: string
  /** When the payment was received: the invoice's date. */
  issuedAt: Date
  seller: InvoiceSeller
  /** With a GSTIN (B2B) or unregistered (B2C); the buyer's state is the place of supply. */
  buyer: InvoiceBuyer
  credits: number
  /** Free credits of the packs bought, credited with the payment: not sold, so not on the bill. */
  bonusCredits: number
  split: GstSplit
  sacCode: string
  payment: {
    provider: string
    orderId: string
    paymentId: string | null
    /** How it was paid, as the provider reported it (upi, card...); null when not told. */
    method: string | null
  }
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
  const body = { size: SIZE.body }

  write(doc, 'Tax Invoice', { size: SIZE.title, bold: true, x: left, y: doc.page.margins.top })
  doc.fillColor(COLOR.muted)
  write(doc, 'Original for recipient', { size: SIZE.small })
  doc.fillColor(COLOR.text)
  doc.moveDown(0.8)

  // Seller on the left, the invoice's particulars on the right, side by side.
  const top = doc.y
  heading(doc, 'Seller', left, top, half - 16)
  write(doc, seller.legalName, { ...body, bold: true, width: half - 16 })
  write(doc, seller.address, { ...body, width: half - 16 })
  write(doc, `GSTIN: ${seller.gstin}`, { ...body, width: half - 16 })
  write(doc, `State: ${seller.stateName}, code ${seller.gstStateCode}`, {
    ...body,
    width: half - 16,
  })
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
  write(doc, buyer.name, { ...body, bold: true, width })
  if (buyer.address) write(doc, buyer.address, { ...body, width })
  write(doc, `State: ${buyer.stateName}, code ${buyer.gstStateCode}`, { ...body, width })
  write(doc, `GSTIN: ${buyer.gstin ?? 'unregistered'}`, { ...body, bold: !!buyer.gstin, width })
  write(doc, `Phone: ${buyer.phone}`, { ...body, width })
  if (buyer.email) write(doc, `E-mail: ${buyer.email}`, { ...body, width })
  doc.moveDown(1)

  const lines = table(doc, {
    columns: COLUMNS,
    size: SIZE.body,
    inset: CELL_PADDING,
    padding: CELL_PADDING,
    header: {
      item: '#',
      description: 'Description',
      sac: 'SAC',
      quantity: 'Quantity',
      value: 'Taxable value',
    },
  })
  drawLine(lines, inv)
  drawTotals(doc, lines, split)

  doc.x = left
  doc.moveDown(0.8)
  write(doc, 'Amount in words', { ...body, bold: true, width })
  write(doc, amountInWords(split.totalPaise), { ...body, width })
  doc.moveDown(0.8)
  write(doc, 'Payment', { ...body, bold: true, width })
  const paidBy = inv.payment.provider === 'razorpay' ? 'Razorpay' : 'Sandbox (test payment)'
  const how = inv.payment.method ? `by ${paymentMethodLabel(inv.payment.method)}` : 'online'
  write(doc, `Paid ${how} through ${paidBy}.`, { ...body, width })
  write(doc, `Order: ${inv.payment.orderId}`, { ...body, width })
  if (inv.payment.paymentId) write(doc, `Payment: ${inv.payment.paymentId}`, { ...body, width })
  if (inv.bonusCredits > 0) {
    write(
      doc,
      `Credits added to the wallet: ${formatCount(inv.credits + inv.bonusCredits)} ` +
        `(${formatCount(inv.credits)} bought and ${plural(inv.bonusCredits, 'bonus credit')} ` +
        'free of charge, with no GST).',
      { ...body, width },
    )
  }
  doc.moveDown(0.8)
  doc.fillColor(COLOR.muted)
  write(
    doc,
    `Prices include GST at ${GST_RATE_PERCENT}%. One credit is worth ${formatPaise(100)} and is ` +
      `spent on ${inv.siteName} to unlock owners' contact details.`,
    { size: SIZE.small, width },
  )

  const footerY = doc.page.height - doc.page.margins.bottom - 2 * SIZE.small
  write(doc, 'This is a computer-generated invoice and needs no signature.', {
    size: SIZE.small,
    x: left,
    y: footerY,
    width,
    align: 'center',
    lineBreak: false,
  })
  doc.fillColor(COLOR.text)
}

function heading(doc: PDFKit.PDFDocument, label: string, x: number, y: number, width: number) {
  doc.fillColor(COLOR.muted)
  write(doc, label.toUpperCase(), {
    size: SIZE.heading,
    bold: true,
    x,
    y,
    width,
    characterSpacing: 0.5,
  })
  doc.fillColor(COLOR.text)
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
  const list = table(doc, {
    columns: {
      label: { x: 0, width: labelWidth },
      value: { x: labelWidth, width: width - labelWidth },
    },
    size: SIZE.body,
    x,
  })
  for (const [label, value] of rows) {
    list.row({ label: [{ text: label, color: COLOR.muted }], value: [{ text: value, bold: true }] })
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

function drawLine(lines: Table<Column>, inv: InvoiceDocument) {
  lines.header()
  lines.row({
    item: '1',
    description: `${INVOICE_LINE_DESCRIPTION}\n${plural(inv.credits, 'credit')} at ${formatPaise(100)} each, GST included`,
    sac: inv.sacCode,
    quantity: formatCount(inv.credits),
    value: formatPaise(inv.split.taxablePaise),
  })
}

function drawTotals(doc: PDFKit.PDFDocument, lines: Table<Column>, split: GstSplit) {
  rule(doc, 4)
  const rows: [string, number][] = [['Taxable value', split.taxablePaise]]
  if (split.intraState) {
    rows.push([`CGST @ ${HALF_RATE}%`, split.cgstPaise], [`SGST @ ${HALF_RATE}%`, split.sgstPaise])
  } else {
    rows.push([`IGST @ ${GST_RATE_PERCENT}%`, split.igstPaise])
  }
  for (const [label, paise] of rows) {
    lines.row({ totalLabel: label, value: formatPaise(paise) }, { padding: TOTALS_PADDING })
  }
  const left = doc.page.margins.left
  hairline(doc, left + COLUMNS.totalLabel.x, left + contentWidth(doc), doc.y)
  lines.row({ totalLabel: 'Total', value: formatPaise(split.totalPaise) }, { bold: true })
}
