import { describe, expect, it } from 'vitest'
import { renderInvoicePdf, type InvoiceDocument } from '../../../src/modules/invoices/invoice-pdf'
import { splitGst } from '../../../src/modules/invoices/tax'
import { pdfAllText, pdfFonts, pdfLines } from '../../helpers/pdf'

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
    gstin: null,
    address: null,
    phone: '9000000001',
    email: 'asha@example.in',
    stateName: 'Maharashtra',
    gstStateCode: '27',
  },
  credits: 1_999,
  bonusCredits: 0,
  split: splitGst(199_900, true),
  sacCode: '998599',
  payment: {
    provider: 'razorpay',
    orderId: 'order_Abc123',
    paymentId: 'pay_Xyz789',
    method: 'upi',
  },
  siteName: 'Godown Hub',
  ...overrides,
})

describe('the tax invoice PDF', () => {
  it('is a PDF that names the invoice, both parties, the line and the tax', async () => {
    const pdf = await renderInvoicePdf(invoice(), { compress: false })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfAllText(pdf)
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
      '₹1,694.07',
      'CGST @ 9%',
      '₹152.47',
      'SGST @ 9%',
      '₹152.46',
      '₹1,999.00',
      'Rupees One Thousand Nine Hundred Ninety-Nine Only',
      'Order: order_Abc123',
      'Payment: pay_Xyz789',
      'This is a computer-generated invoice and needs no signature.',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('IGST')
  })

  it("names the credits a pack's bonus adds, free and outside the bill", async () => {
    const plain = await pdfAllText(await renderInvoicePdf(invoice(), { compress: false }))
    expect(plain).not.toContain('Credits added to the wallet')
    const pdf = await renderInvoicePdf(
      invoice({ credits: 999, bonusCredits: 100, split: splitGst(99_900, true) }),
      {
        compress: false,
      },
    )
    const text = await pdfAllText(pdf)
    expect(text).toContain('999 credits at ₹1.00 each, GST included')
    expect(text).toContain(
      'Credits added to the wallet: 1,099 (999 bought and 100 bonus credits free of charge, with no GST).',
    )
    expect(text).toContain('₹999.00')
  })

  it('to another state shows IGST alone', async () => {
    const pdf = await renderInvoicePdf(
      invoice({
        buyer: { ...invoice().buyer, stateName: 'Karnataka', gstStateCode: '29' },
        split: splitGst(199_900, false),
      }),
    )
    const text = await pdfAllText(pdf)
    expect(text).toContain('Karnataka (29)')
    expect(text).toContain('IGST @ 18%')
    expect(text).toContain('₹304.93')
    expect(text).not.toContain('CGST')
    expect(text).not.toContain('SGST')
  })

  it('for a business: its GSTIN, legal name and address under BILLED TO', async () => {
    const lines = await pdfLines(
      await renderInvoicePdf(
        invoice({
          buyer: {
            ...invoice().buyer,
            name: 'Shree Logistics Private Limited',
            gstin: '29AAGCB7383J1Z4',
            address: 'Unit 4, Peenya Industrial Area\nBengaluru 560058',
            stateName: 'Karnataka',
            gstStateCode: '29',
          },
          split: splitGst(199_900, false),
        }),
      ),
    )
    const billed = lines.indexOf('BILLED TO')
    expect(lines.slice(billed + 1, billed + 6)).toEqual([
      'Shree Logistics Private Limited',
      'Unit 4, Peenya Industrial Area',
      'Bengaluru 560058',
      'State: Karnataka, code 29',
      'GSTIN: 29AAGCB7383J1Z4',
    ])
    expect(lines).not.toContain('GSTIN: unregistered')
    expect(lines).toContain('IGST @ 18% ₹304.93')
  })

  it('a consumer stays unregistered, with the address when one was given', async () => {
    const plain = await pdfLines(await renderInvoicePdf(invoice()))
    expect(plain).toContain('GSTIN: unregistered')
    const withAddress = await pdfLines(
      await renderInvoicePdf(invoice({ buyer: { ...invoice().buyer, address: 'Kothrud, Pune' } })),
    )
    const billed = withAddress.indexOf('BILLED TO')
    expect(withAddress.slice(billed + 1, billed + 5)).toEqual([
      'Asha Patil',
      'Kothrud, Pune',
      'State: Maharashtra, code 27',
      'GSTIN: unregistered',
    ])
  })

  it('prints the payment method the provider reported, or "online" when it did not', async () => {
    const text = async (method: string | null, provider = 'razorpay') =>
      pdfAllText(
        await renderInvoicePdf(invoice({ payment: { ...invoice().payment, method, provider } })),
      )
    expect(await text('upi')).toContain('Paid by UPI through Razorpay.')
    expect(await text('netbanking')).toContain('Paid by net banking through Razorpay.')
    expect(await text('wallet', 'sandbox')).toContain(
      'Paid by wallet through Sandbox (test payment).',
    )
    const unknown = await text(null)
    expect(unknown).toContain('Paid online through Razorpay.')
    expect(unknown).not.toContain('card')
  })

  it('is deflated by default and still reads the same', async () => {
    const plain = await renderInvoicePdf(invoice(), { compress: false })
    const deflated = await renderInvoicePdf(invoice())
    expect(deflated.length).toBeLessThan(plain.length)
    expect(await pdfAllText(deflated)).toContain('GH/26-27/000042')
  })

  it('leaves out an e-mail the buyer does not have', async () => {
    const text = await pdfAllText(
      await renderInvoicePdf(invoice({ buyer: { ...invoice().buyer, email: null } })),
    )
    expect(text).not.toContain('E-mail')
  })

  it('prints amounts with the rupee sign, never "Rs."', async () => {
    const text = await pdfAllText(await renderInvoicePdf(invoice()))
    expect(text).toContain('₹1,999.00')
    expect(text).toContain('1,999 credits at ₹1.00 each, GST included')
    expect(text).toContain('One credit is worth ₹1.00')
    expect(text).not.toContain('Rs.')
  })
})

/** The line under BILLED TO: the buyer's name. */
async function billedTo(name: string) {
  const lines = await pdfLines(
    await renderInvoicePdf(invoice({ buyer: { ...invoice().buyer, name } })),
  )
  return lines[lines.indexOf('BILLED TO') + 1]
}

describe("the buyer's name on the invoice, in the scripts of India", () => {
  it('reads प्रिया नायर under BILLED TO, shaped and in reading order', async () => {
    expect(await billedTo('प्रिया नायर')).toBe('प्रिया नायर')
  })

  it.each([
    ['Devanagari (Marathi)', 'श्रीकांत क्षीरसागर'],
    ['Bengali', 'সৌমিত্র চট্টোপাধ্যায়'],
    ['Tamil', 'கார்த்திக் சுப்பிரமணியன்'],
    ['Telugu', 'శ్రీనివాస్ రెడ్డి'],
    ['Gujarati', 'હાર્દિક પટેલ'],
    ['Gurmukhi', 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ'],
    ['Kannada', 'ಪ್ರಕಾಶ್ ಗೌಡ'],
    ['Malayalam', 'അനൂപ് കൃഷ്ണൻ'],
    ['Odia', 'ସୁଭଶ୍ରୀ ମହାପାତ୍ର'],
    ['Latin with accents', 'Zoë Núñez-Łukasz'],
    ['two scripts and digits', 'Asha आशा Patil 2'],
  ])('reads a name in %s as written', async (_script, name) => {
    expect(await billedTo(name)).toBe(name)
  })

  it('prints a character no font has, such as an emoji, as one replacement mark (U+FFFD)', async () => {
    expect(await billedTo('प्रिया नायर 😀')).toBe('प्रिया नायर \uFFFD')
    // A sequence joined by ZWJ is one character to a reader, so one mark.
    expect(await billedTo('Asha 👩‍💻 Patil')).toBe('Asha \uFFFD Patil')
  })

  it('embeds subsets of only the fonts it draws with', async () => {
    const latin = await pdfFonts(await renderInvoicePdf(invoice()))
    expect(latin.length).toBeGreaterThan(0)
    for (const font of latin) {
      expect(font).toMatchObject({ embedded: true, subset: true })
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSans-(Regular|Bold)$/)
    }
    const tamil = await pdfFonts(
      await renderInvoicePdf(
        invoice({ buyer: { ...invoice().buyer, name: 'கார்த்திக் சுப்பிரமணியன்' } }),
      ),
    )
    expect(tamil.map((f) => f.name.slice(7))).toContain('NotoSansTamil-Bold')
    expect(tamil.map((f) => f.name.slice(7))).not.toContain('NotoSansBengali-Bold')
  })

  it('stays small: an invoice with a Devanagari name is under 60 KB', async () => {
    const pdf = await renderInvoicePdf(
      invoice({ buyer: { ...invoice().buyer, name: 'प्रिया नायर' } }),
    )
    expect(pdf.length).toBeLessThan(60 * 1024)
  })
})
