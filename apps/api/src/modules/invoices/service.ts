import {
  GST_TEXTS,
  GST_STATES,
  gstCodeOfState,
  INVOICE_TEXTS,
  type GstStateCode,
  type Gstr1Section,
} from '@app/contract/gst'
import { PAYMENT_STATUS } from '@app/contract/wallet-texts'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { notFound, validationFailed } from '../../lib/app-error'
import type { AuthUser } from '../../lib/sessions'
import { isAdmin } from '../../domain/listing-policy'
import { gstr1Csv } from './gstr1'
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf'
import * as repo from './repository'
import { statementCsv, statementPdf, type Statement } from './statement'
import { financialYear, invoiceNumberHead, istDate, istDayStart, splitGst } from './tax'

/** The invoice and statement settings (config/: SELLER_*, INVOICE_PREFIX, SAC_CODE), and the brand. */
export type InvoiceSettings = Config['invoices'] & { siteName: string }

/**
 * The prefix of new invoice numbers, from INVOICE_PREFIX. Held here, set when the app is built
 * (routes.ts) and by the reconciliation script, because numbers are taken in the payments'
 * statement (wallet/payments-repository.ts), which is handed a database handle and nothing
 * else; every instance reads the same setting. Until then: the default.
 */
let numberPrefix = 'GH'
export function useInvoicePrefix(prefix: string) {
  numberPrefix = prefix
}

/**
 * The series a payment made at `paidAt` takes its invoice number from: its financial year, and
 * what the number begins with (the prefix set now and the year, formatInvoiceNumber). The
 * payment's statement adds the serial, the year's next one, as it marks the order paid
 * (decision 078).
 */
export function invoiceSeriesOf(paidAt: Date) {
  const year = financialYear(paidAt)
  return { financialYear: year, head: invoiceNumberHead(numberPrefix, year) }
}

/** GST: a consumer who names no state is supplied where the seller is. */
const placeOfSupplyOf = (buyerStateCode: string | null, sellerGstCode: GstStateCode) =>
  (buyerStateCode && gstCodeOfState(buyerStateCode)) || sellerGstCode

/** 'GH/26-27/000042' -> 'Invoice-GH-26-27-000042.pdf' */
export const invoiceFileName = (invoiceNumber: string) =>
  `Invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`

/**
 * A paid order's tax invoice as a PDF, for its buyer or an admin. Anything else (someone
 * else's order, a pending or failed one, no such order) is the same 404, so nobody learns
 * which orders exist.
 */
export async function invoicePdf(
  db: Db,
  settings: InvoiceSettings,
  user: AuthUser,
  orderId: number,
) {
  const order = await repo.findInvoiceOrder(db, orderId)
  const mayRead = order && (order.userId === user.id || isAdmin(user))
  if (
    !mayRead ||
    order.status !== PAYMENT_STATUS.success ||
    !order.invoiceNumber ||
    !order.paidAt
  ) {
    throw notFound(INVOICE_TEXTS.invoiceNotFound)
  }
  const { seller } = settings
  const placeOfSupply = placeOfSupplyOf(order.buyerStateCode, seller.gstStateCode)
  const document: InvoiceDocument = {
    number: order.invoiceNumber,
    issuedAt: order.paidAt,
    seller: {
      legalName: seller.legalName,
      gstin: seller.gstin,
      address: seller.address,
      stateName: GST_STATES[seller.gstStateCode].name,
      gstStateCode: seller.gstStateCode,
    },
    buyer: {
      // The name given for the invoice (a GSTIN's legal name), else the account's.
      name: order.buyerLegalName ?? order.buyerName,
      gstin: order.buyerGstin,
      address: order.buyerAddress,
      phone: order.phoneNumber ?? order.buyerPhone,
      email: order.buyerEmail,
      stateName: GST_STATES[placeOfSupply].name,
      gstStateCode: placeOfSupply,
    },
    credits: order.credits,
    bonusCredits: order.bonusCredits,
    split: splitGst(order.amountPaise, placeOfSupply === seller.gstStateCode),
    sacCode: settings.sacCode,
    payment: {
      provider: order.provider,
      orderId: order.providerOrderId,
      paymentId: order.providerPaymentId,
      method: order.paymentMethod,
    },
    siteName: settings.siteName,
  }
  return { fileName: invoiceFileName(order.invoiceNumber), pdf: await renderInvoicePdf(document) }
}

/** The most entries one statement lists; a longer period is refused rather than truncated. */
export const MAX_STATEMENT_ENTRIES = 10_000
/** One day, to turn an inclusive last day into the start of the next. */
const DAY_MS = 24 * 60 * 60 * 1000

export interface StatementQuery {
  /** Inclusive IST days, `YYYY-MM-DD`. */
  from: string
  to: string
  format: 'csv' | 'pdf'
}

/** The user's ledger between two IST days (both included), as CSV or PDF. */
export async function statement(
  db: Db,
  settings: InvoiceSettings,
  user: AuthUser,
  query: StatementQuery,
  now: Date,
) {
  const start = istDayStart(query.from)
  const end = new Date(istDayStart(query.to).getTime() + DAY_MS)
  const openingBalance = await repo.balanceBefore(db, user.id, start)
  const entries = await repo.entriesBetween(db, user.id, start, end, MAX_STATEMENT_ENTRIES + 1)
  if (entries.length > MAX_STATEMENT_ENTRIES) {
    throw validationFailed({ to: [INVOICE_TEXTS.statementTooLong] })
  }
  const data: Statement = {
    holder: { name: user.name, phone: user.phone_number, email: user.email },
    from: query.from,
    to: query.to,
    openingBalance,
    entries,
    generatedAt: now,
    siteName: settings.siteName,
  }
  const name = `Statement-${query.from}-to-${query.to}`
  return query.format === 'csv'
    ? {
        fileName: `${name}.csv`,
        type: 'text/csv; charset=utf-8',
        body: Buffer.from(statementCsv(data), 'utf8'),
      }
    : { fileName: `${name}.pdf`, type: 'application/pdf', body: await statementPdf(data) }
}

/** The most invoices one month's GSTR-1 export reads; a busier month is refused, never cut. */
export const MAX_GSTR1_INVOICES = 200_000

/**
 * A month's tax invoices (by the payment's date in India) as one section of GSTR-1, in the CSV
 * the GST portal's offline tool imports (gstr1.ts, decision 046). A month that has not begun is
 * refused (422 on `month`).
 */
export async function gstr1Export(
  db: Db,
  settings: InvoiceSettings,
  query: { month: string; section: Gstr1Section },
  now: Date,
) {
  const today = istDate(now)
  const thisMonth = `${today.year}-${String(today.month + 1).padStart(2, '0')}`
  if (query.month > thisMonth) throw validationFailed({ month: [GST_TEXTS.monthNotOver] })
  const [year, month] = query.month.split('-').map(Number) as [number, number]
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
  const rows = await repo.invoicesPaidBetween(
    db,
    istDayStart(`${query.month}-01`),
    istDayStart(`${next}-01`),
    MAX_GSTR1_INVOICES + 1,
  )
  if (rows.length > MAX_GSTR1_INVOICES) {
    throw validationFailed({ month: [GST_TEXTS.monthTooBusy] })
  }
  const invoices = rows.map((r) => ({
    number: r.number!,
    paidAt: r.paidAt!,
    amountPaise: r.amountPaise,
    gstin: r.gstin,
    legalName: r.legalName,
    placeOfSupply: placeOfSupplyOf(r.stateCode, settings.seller.gstStateCode),
  }))
  return {
    fileName: `GSTR1-${query.month}-${query.section}.csv`,
    body: Buffer.from(gstr1Csv(query.section, invoices), 'utf8'),
  }
}
