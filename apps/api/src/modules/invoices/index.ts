export { COLOR, contentWidth, formatIstDate, renderPdf } from './pdf'
export { widthOf, write } from './pdf-text'
export { default as invoiceRoutes } from './routes'
export { assignInvoiceNumber, gstr1Export, useInvoicePrefix } from './service'
