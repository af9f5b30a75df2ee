import {
  GST_RATE_PERCENT,
  GST_STATES,
  type GstStateCode,
  type Gstr1Section,
} from '@app/contract/gst'
import { csvText } from './statement'
import { istDate, splitGst } from './tax'

/**
 * GSTR-1 in the GST portal's offline tool's CSV import (decision 046): one file per section,
 * the header row of the tool's sheet, then the rows. No byte-order mark (the tool matches the
 * first header exactly), CRLF line ends, amounts in rupees with two decimals and no grouping.
 */

/** One paid top-up's tax invoice, as the export reads it. */
export interface Gstr1Invoice {
  number: string
  /** The invoice's date: when the payment was received. */
  paidAt: Date
  /** What was paid, tax included. */
  amountPaise: number
  /** A business buyer's GSTIN and legal name; null for a consumer. */
  gstin: string | null
  legalName: string | null
  placeOfSupply: GstStateCode
}

/** The offline tool's b2b sheet: invoices to registered buyers, one row per invoice and rate. */
export const B2B_HEADER = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Applicable % of Tax Rate',
  'Invoice Type',
  'E-Commerce GSTIN',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const

/** The offline tool's b2cs sheet: supplies to consumers, summed by place of supply and rate. */
export const B2CS_HEADER = [
  'Type',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '23-Nov-2026': the tool's date format (dd-mmm-yyyy), the day in India. */
export function gstr1Date(instant: Date): string {
  const { year, month, day } = istDate(instant)
  return `${String(day).padStart(2, '0')}-${MONTHS[month]}-${year}`
}

/** '1999.00': rupees with two decimals, no grouping, from integer paise. */
export const gstr1Amount = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`

/** '27-Maharashtra': the tool's place of supply. */
export const gstr1Place = (code: GstStateCode) => `${code}-${GST_STATES[code].name}`

/** The section's CSV: the tool's header row, then its rows (b2b by GSTIN, b2cs by state). */
export function gstr1Csv(section: Gstr1Section, invoices: readonly Gstr1Invoice[]): string {
  const rate = String(GST_RATE_PERCENT)
  // The split is the invoice's own (CGST+SGST or IGST share one taxable value).
  const taxable = (i: Gstr1Invoice) => splitGst(i.amountPaise, true).taxablePaise
  let rows: string[][]
  if (section === 'b2b') {
    rows = invoices
      .filter((i) => i.gstin !== null)
      .toSorted((a, b) => a.gstin!.localeCompare(b.gstin!) || a.number.localeCompare(b.number))
      .map((i) => [
        i.gstin!,
        csvText(i.legalName ?? ''),
        csvText(i.number),
        gstr1Date(i.paidAt),
        gstr1Amount(i.amountPaise),
        csvText(gstr1Place(i.placeOfSupply)),
        'N',
        '',
        'Regular B2B',
        '',
        rate,
        gstr1Amount(taxable(i)),
        '',
      ])
  } else {
    const byPlace = new Map<GstStateCode, number>()
    for (const i of invoices) {
      if (i.gstin !== null) continue
      byPlace.set(i.placeOfSupply, (byPlace.get(i.placeOfSupply) ?? 0) + taxable(i))
    }
    rows = [...byPlace.entries()]
      .toSorted(([a], [b]) => a.localeCompare(b))
      .map(([place, paise]) => [
        'OE',
        csvText(gstr1Place(place)),
        '',
        rate,
        gstr1Amount(paise),
        '',
        '',
      ])
  }
  const header = section === 'b2b' ? B2B_HEADER : B2CS_HEADER
  return [header.map(csvText).join(','), ...rows.map((r) => r.join(','))].join('\r\n') + '\r\n'
}
