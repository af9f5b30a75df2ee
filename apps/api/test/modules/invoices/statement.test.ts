import { describe, expect, it } from 'vitest'
import {
  csvText,
  statementCsv,
  statementPdf,
  type Statement,
  type StatementEntry,
} from '../../../src/modules/invoices/statement'
import { pdfAllText, pdfLines } from '../../helpers/pdf'

const entry = (overrides: Partial<StatementEntry>): StatementEntry => ({
  at: new Date('2026-11-23T10:00:00+05:30'),
  kind: 'top_up',
  credits: 499,
  balanceAfter: 499,
  reference: 'order:1',
  propertyName: null,
  invoiceNumber: null,
  ...overrides,
})

const statement = (entries: StatementEntry[], openingBalance = 0): Statement => ({
  holder: { name: 'Asha Patil', phone: '9000000001', email: 'asha@example.in' },
  from: '2026-11-01',
  to: '2026-11-30',
  openingBalance,
  entries,
  generatedAt: new Date('2026-12-01T09:00:00+05:30'),
  siteName: 'Godown Hub',
})

/** RFC 4180 rows, without the byte-order mark. */
const csvLines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')

describe('CSV cells', () => {
  it('quote commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvText('plain')).toBe('plain')
    expect(csvText('Godown, Bhiwandi')).toBe('"Godown, Bhiwandi"')
    expect(csvText('the "big" one')).toBe('"the ""big"" one"')
    expect(csvText('two\nlines')).toBe('"two\nlines"')
  })

  it('neutralise text a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvText('+91 shed')).toBe("'+91 shed")
    expect(csvText('-2+3')).toBe("'-2+3")
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvText('\tcmd')).toBe("'\tcmd")
    expect(csvText('Shed = big')).toBe('Shed = big')
  })
})

describe('the statement as CSV', () => {
  it('has a header row and one row per entry with the balance after it, in IST', () => {
    const csv = statementCsv(
      statement([
        entry({ invoiceNumber: 'GH/26-27/000001' }),
        entry({
          // 20:00 UTC on the 23rd is 01:30 on the 24th in India.
          at: new Date('2026-11-23T20:00:00Z'),
          kind: 'unlock',
          credits: -99,
          balanceAfter: 400,
          reference: 'unlock:7',
          propertyName: '=cmd|/c calc, Bhiwandi',
        }),
      ]),
    )
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csvLines(csv)).toEqual([
      'Date,Time (IST),Type,Details,Reference,Credits,Balance',
      '2026-11-23,10:00,Credits bought,Invoice GH/26-27/000001,order:1,499,499',
      `2026-11-24,01:30,Contact unlocked,"'=cmd|/c calc, Bhiwandi",unlock:7,-99,400`,
      '',
    ])
  })

  it('an empty period is the header alone', () => {
    expect(csvLines(statementCsv(statement([])))).toEqual([
      'Date,Time (IST),Type,Details,Reference,Credits,Balance',
      '',
    ])
  })
})

describe('the statement as PDF', () => {
  it('shows the holder, the period, the balances and each entry', async () => {
    const pdf = await statementPdf(
      statement(
        [
          entry({ invoiceNumber: 'GH/26-27/000001', balanceAfter: 599 }),
          entry({
            kind: 'unlock',
            credits: -99,
            balanceAfter: 500,
            reference: 'unlock:7',
            propertyName: 'Warehouse in Bhiwandi',
          }),
        ],
        100,
      ),
      { compress: false },
    )
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfAllText(pdf)
    for (const expected of [
      'Account Statement',
      'Asha Patil',
      'Period: 01 Nov 2026 to 30 Nov 2026 (IST)',
      'Opening balance: 100 credits',
      'Credits bought',
      'Invoice GH/26-27/000001',
      '+499',
      'Warehouse in Bhiwandi',
      '-99',
      'Closing balance: 500 credits',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('runs over pages, numbering every one', async () => {
    const entries = Array.from({ length: 120 }, (_, i) =>
      entry({ reference: `order:${i}`, balanceAfter: 499 * (i + 1) }),
    )
    const text = await pdfAllText(await statementPdf(statement(entries)))
    expect(text).toMatch(/Page 1 of [3-9]/)
    const pages = Number(/Page 1 of (\d)/.exec(text)![1])
    expect(text).toContain(`Page ${pages} of ${pages}`)
    expect(text).toContain(`Closing balance: ${(499 * 120).toLocaleString('en-IN')} credits`)
  })

  it('says when a period has no entries', async () => {
    const text = await pdfAllText(await statementPdf(statement([], 250)))
    expect(text).toContain('No entries in this period.')
    expect(text).toContain('Closing balance: 250 credits')
  })

  it('names listings in Indian scripts as written, each on its row', async () => {
    const names = ['गोदाम, भिवंडी', 'கிடங்கு, சென்னை', 'ગોડાઉન, અમદાવાદ', 'ಗೋದಾಮು, ಬೆಂಗಳೂರು']
    const pdf = await statementPdf(
      statement(
        names.map((propertyName, i) =>
          entry({ kind: 'unlock', credits: -99, balanceAfter: 900 - 99 * i, propertyName }),
        ),
        999,
      ),
    )
    const lines = await pdfLines(pdf)
    names.forEach((name, i) => {
      expect(lines).toContain(
        `23 Nov 2026 10:00 Contact unlocked ${name} -99 ${(900 - 99 * i).toLocaleString('en-IN')}`,
      )
    })
  })

  it('says what one credit is worth in rupees, with the rupee sign', async () => {
    const text = await pdfAllText(await statementPdf(statement([], 250)))
    expect(text).toContain('Amounts in credits; one credit is worth ₹1.00.')
  })

  it('prints a name with an emoji: the emoji as the replacement mark, the rest as written', async () => {
    const s = statement([])
    s.holder.name = 'प्रिया नायर 😀'
    expect(await pdfLines(await statementPdf(s))).toContain('प्रिया नायर \uFFFD')
  })
})
