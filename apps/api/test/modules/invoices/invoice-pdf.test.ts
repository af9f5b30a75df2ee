import { describe, expect, it } from 'vitest'
import { renderInvoicePdf, type InvoiceDocument } from '../../../src/modules/invoices/invoice-pdf'
import { splitGst } from '../../../src/modules/invoices/tax'
import { pdfAllText } from '../../helpers/pdf'

const invoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  number: 'GH/26-27/000042',
  issuedAt: new Date('2026-11-23T10:00:00+05:30'),
  seller: {
    legalName: 'Sample Seller Private Limited',
    gstin: '27AAAAA0000A1Z2',
    address: 'Plot 14, MIDC Industrial Area, Bhiwandi, Maharashtra 421302',
    stateName: 'Maharashtra',
    gstStateCode: '27',
  },
  buyer: {
    name: 'Asha Patil',
    phone: '9000000001',
    email: 'asha@example.in',
    stateName: 'Maharashtra',
    gstStateCode: '27',
  },
  credits: 1_999,
  split: splitGst(199_900, true),
  sacCode: '998599',
  payment: { provider: 'razorpay', orderId: 'order_Abc123', paymentId: 'pay_Xyz789' },
  siteName: 'Godown Hub',
  ...overrides,
})

describe('the tax invoice PDF', () => {
  it('is a PDF that names the invoice, both parties, the line and the tax', async () => {
    const pdf = await renderInvoicePdf(invoice(), { compress: false })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfAllText(pdf)
    for (const expected of [
      'Tax Invoice',
      'GH/26-27/000042',
      '23 Nov 2026',
      'Sample Seller Private Limited',
      'GSTIN: 27AAAAA0000A1Z2',
      'State: Maharashtra, code 27',
      'Maharashtra (27)',
      'Asha Patil',
      'Phone: 9000000001',
      'E-mail: asha@example.in',
      'Wallet credits (prepaid)',
      '998599',
      '1,999',
      'Rs. 1,694.07',
      'CGST @ 9%',
      'Rs. 152.47',
      'SGST @ 9%',
      'Rs. 152.46',
      'Rs. 1,999.00',
      'Rupees One Thousand Nine Hundred Ninety-Nine Only',
      'Order: order_Abc123',
      'Payment: pay_Xyz789',
      'This is a computer-generated invoice and needs no signature.',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('IGST')
  })

  it('to another state shows IGST alone', async () => {
    const pdf = await renderInvoicePdf(
      invoice({
        buyer: { ...invoice().buyer, stateName: 'Karnataka', gstStateCode: '29' },
        split: splitGst(199_900, false),
      }),
    )
    const text = pdfAllText(pdf)
    expect(text).toContain('Karnataka (29)')
    expect(text).toContain('IGST @ 18%')
    expect(text).toContain('Rs. 304.93')
    expect(text).not.toContain('CGST')
    expect(text).not.toContain('SGST')
  })

  it('is deflated by default and still reads the same', async () => {
    const plain = await renderInvoicePdf(invoice(), { compress: false })
    const deflated = await renderInvoicePdf(invoice())
    expect(deflated.length).toBeLessThan(plain.length)
    expect(pdfAllText(deflated)).toContain('GH/26-27/000042')
  })

  it('leaves out an e-mail the buyer does not have', async () => {
    const text = pdfAllText(
      await renderInvoicePdf(invoice({ buyer: { ...invoice().buyer, email: null } })),
    )
    expect(text).not.toContain('E-mail')
  })
})
