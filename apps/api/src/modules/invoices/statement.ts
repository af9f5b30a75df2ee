import { formatCount, formatPaise, plural } from '@app/contract/numbers'
import type { LedgerKind } from '@app/contract/wallet-texts'
import {
  COLOR,
  contentWidth,
  formatIstDate,
  formatIstTime,
  renderPdf,
  rule,
  table,
  write,
} from '../../lib/pdf'
import { IST_OFFSET_MS } from './tax'

/** One ledger entry as a statement shows it. */
export interface StatementEntry {
  at: Date
  kind: LedgerKind
  /** Signed: + bought or refunded, - spent. */
  credits: number
  balanceAfter: number
  reference: string
  /** The listing an unlock or refund was for. */
  propertyName: string | null
  /** The tax invoice of a top-up. */
  invoiceNumber: string | null
}

export interface Statement {
  holder: { name: string; phone: string; email: string | null }
  /** Inclusive IST days, `YYYY-MM-DD`. */
  from: string
  to: string
  /** The balance before the first day: the last entry's balance before it, or 0. */
  openingBalance: number
  entries: StatementEntry[]
  generatedAt: Date
  siteName: string
}

/** What each kind of entry is called on a statement. */
export const STATEMENT_KIND_LABEL: Record<LedgerKind, string> = {
  top_up: 'Credits bought',
  unlock: 'Contact unlocked',
  refund: 'Refund',
  adjustment: 'Adjustment',
  demo_grant: 'Demo credits',
  bonus: 'Bonus credits',
}

/** The words beside an entry: its listing, or the invoice of a purchase. */
export function entryDetails(entry: StatementEntry): string {
  if (entry.invoiceNumber) return `Invoice ${entry.invoiceNumber}`
  return entry.propertyName ?? ''
}

export const closingBalance = (s: Statement) => s.entries.at(-1)?.balanceAfter ?? s.openingBalance

/** `2026-11-23` and `14:05`, in India. */
function istStamp(instant: Date) {
  const iso = new Date(instant.getTime() + IST_OFFSET_MS).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

/**
 * Cells a spreadsheet would run as a formula (or as DDE) when they start with one of these:
 * such text gets a leading apostrophe, which spreadsheets show as text (OWASP CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** A text cell: neutralised, then quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Lines end in CRLF (RFC 4180). */
const CRLF = '\r\n'
/** Tells spreadsheet programs (Excel above all) that the file is UTF-8: listing names may not be ASCII. */
const UTF8_BOM = '\uFEFF'

export const STATEMENT_CSV_HEADER = [
  'Date',
  'Time (IST)',
  'Type',
  'Details',
  'Reference',
  'Credits',
  'Balance',
] as const

/**
 * The statement as CSV: a header row, then one row per entry with the balance it left. Numbers
 * are written as numbers (a debit's minus sign included): only text cells, which carry what
 * users typed such as listing names, are neutralised.
 */
export function statementCsv(s: Statement): string {
  const rows = s.entries.map((e) => {
    const { date, time } = istStamp(e.at)
    return [
      date,
      time,
      csvText(STATEMENT_KIND_LABEL[e.kind]),
      csvText(entryDetails(e)),
      csvText(e.reference),
      String(e.credits),
      String(e.balanceAfter),
    ].join(',')
  })
  return UTF8_BOM + [STATEMENT_CSV_HEADER.join(','), ...rows].join(CRLF) + CRLF
}

const SIZE = { title: 18, body: 9, small: 8 }
/** The table's columns: x offset from the left margin, width and alignment. */
const COLUMNS = {
  date: { x: 0, width: 90, align: 'left' },
  type: { x: 90, width: 88, align: 'left' },
  details: { x: 178, width: 182, align: 'left' },
  credits: { x: 360, width: 65, align: 'right' },
  balance: { x: 425, width: 70, align: 'right' },
} as const
const ROW_PADDING = 4

const signed = (credits: number) =>
  credits > 0 ? `+${formatCount(credits)}` : formatCount(credits)

/** The statement as a PDF: holder, period, opening and closing balances, the entries. */
export function statementPdf(s: Statement, options: { compress?: boolean } = {}) {
  return renderPdf(
    {
      title: `Statement ${s.from} to ${s.to}`,
      author: s.siteName,
      compress: options.compress,
      footer: (page, pages) =>
        `${s.siteName} account statement, generated ${formatIstDate(s.generatedAt)}. Page ${page} of ${pages}.`,
    },
    (doc) => drawStatement(doc, s),
  )
}

function drawStatement(doc: PDFKit.PDFDocument, s: Statement) {
  const left = doc.page.margins.left
  const width = contentWidth(doc)
  const day = (iso: string) => formatIstDate(new Date(`${iso}T12:00:00+05:30`))
  const body = { size: SIZE.body, width }

  write(doc, 'Account Statement', {
    size: SIZE.title,
    bold: true,
    x: left,
    y: doc.page.margins.top,
  })
  doc.fillColor(COLOR.muted)
  write(doc, s.siteName, body)
  doc.fillColor(COLOR.text)
  doc.moveDown(0.8)
  write(doc, s.holder.name, { ...body, bold: true })
  write(doc, `Phone: ${s.holder.phone}`, body)
  if (s.holder.email) write(doc, `E-mail: ${s.holder.email}`, body)
  write(doc, `Period: ${day(s.from)} to ${day(s.to)} (IST)`, body)
  write(doc, `Amounts in credits; one credit is worth ${formatPaise(100)}.`, body)
  doc.moveDown(0.6)
  write(doc, `Opening balance: ${plural(s.openingBalance, 'credit')}`, { ...body, bold: true })
  doc.moveDown(0.4)

  const entries = table(doc, {
    columns: COLUMNS,
    size: SIZE.body,
    inset: ROW_PADDING,
    padding: ROW_PADDING,
    header: {
      date: 'Date',
      type: 'Type',
      details: 'Details',
      credits: 'Credits',
      balance: 'Balance',
    },
    rules: true,
  })
  entries.header()
  if (s.entries.length === 0) {
    doc.fillColor(COLOR.muted)
    write(doc, 'No entries in this period.', { ...body, x: left, y: doc.y + 6 })
    doc.fillColor(COLOR.text).moveDown(0.4)
  }
  for (const e of s.entries) {
    entries.row({
      date: `${formatIstDate(e.at)} ${formatIstTime(e.at)}`,
      type: STATEMENT_KIND_LABEL[e.kind],
      details: entryDetails(e) || e.reference,
      credits: signed(e.credits),
      balance: formatCount(e.balanceAfter),
    })
  }
  rule(doc, 6)
  write(doc, `Closing balance: ${plural(closingBalance(s), 'credit')}`, {
    ...body,
    bold: true,
    x: left,
    align: 'right',
  })
}
