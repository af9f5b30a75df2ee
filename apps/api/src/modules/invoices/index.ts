/**
 * The invoices feature's face (GST invoices, statements, GSTR-1): its routes for the app, the
 * invoice number a settled payment takes, and the GSTR-1 export and prefix check for admin
 * and the reconcile script.
 */
export { default as invoiceRoutes } from './routes'
export { gstr1Export, invoiceSeriesOf, useInvoicePrefix } from './service'
export { INVOICE_SERIAL_DIGITS } from './tax'
