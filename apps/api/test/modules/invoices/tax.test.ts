import { GST_STATES, gstCodeOfState, gstinCheckCharacter, gstinProblem } from '@app/contract/gst'
import { formatPaise } from '@app/contract/numbers'
import { describe, expect, it } from 'vitest'
import {
  amountInWords,
  financialYear,
  formatInvoiceNumber,
  istDayStart,
  numberInWords,
  splitGst,
} from '../../../src/modules/invoices/tax'

describe('the financial year in India (April to March, IST)', () => {
  it('31 March 23:59 IST is still the old year; 1 April 00:00 IST starts the new one', () => {
    expect(financialYear(new Date('2027-03-31T23:59:59+05:30'))).toBe('2026-27')
    expect(financialYear(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28')
  })

  it('judges by the date in India, not in UTC', () => {
    // 31 March 19:00 UTC is already 1 April 00:30 in India.
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28')
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27')
  })

  it('January to March belong to the year that began the April before', () => {
    expect(financialYear(new Date('2027-01-15T12:00:00+05:30'))).toBe('2026-27')
    expect(financialYear(new Date('2026-11-23T12:00:00+05:30'))).toBe('2026-27')
  })

  it('a century turns over as two digits', () => {
    expect(financialYear(new Date('2099-06-01T00:00:00+05:30'))).toBe('2099-00')
    expect(financialYear(new Date('2009-06-01T00:00:00+05:30'))).toBe('2009-10')
  })

  it('an IST day starts at 18:30 UTC the day before', () => {
    expect(istDayStart('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z')
  })
})

describe('invoice numbers', () => {
  it('are prefix / financial year / six-digit serial', () => {
    expect(formatInvoiceNumber('GH', '2026-27', 42)).toBe('GH/26-27/000042')
    expect(formatInvoiceNumber('GH', '2026-27', 1)).toBe('GH/26-27/000001')
    expect(formatInvoiceNumber('INV', '2027-28', 1_234_567)).toBe('INV/27-28/1234567')
  })

  it('keep within the 16 characters of GST rule 46 with the longest prefix allowed', () => {
    expect(formatInvoiceNumber('INV', '2026-27', 999_999)).toHaveLength(16)
  })

  it('refuse a serial below 1', () => {
    expect(() => formatInvoiceNumber('GH', '2026-27', 0)).toThrow()
  })
})

describe('the GST split of a tax-inclusive amount', () => {
  it('Rs. 1,999 within the state: taxable 1,694.07, CGST 152.47 + SGST 152.46', () => {
    expect(splitGst(199_900, true)).toEqual({
      totalPaise: 199_900,
      taxablePaise: 169_407,
      taxPaise: 30_493,
      cgstPaise: 15_247,
      sgstPaise: 15_246,
      igstPaise: 0,
      intraState: true,
    })
  })

  it('Rs. 1,999 to another state: all IGST', () => {
    const split = splitGst(199_900, false)
    expect(split).toMatchObject({ taxablePaise: 169_407, igstPaise: 30_493, cgstPaise: 0 })
    expect(split.sgstPaise).toBe(0)
  })

  it('Rs. 118 is exactly Rs. 100 + 18% tax', () => {
    expect(splitGst(11_800, true)).toMatchObject({
      taxablePaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
    })
  })

  it('the parts add up to what was paid for every amount up to Rs. 1,00,000', () => {
    const wrong: number[] = []
    for (let rupees = 0; rupees <= 100_000; rupees++) {
      const paise = rupees * 100
      const intra = splitGst(paise, true)
      const inter = splitGst(paise, false)
      const exact =
        intra.taxablePaise + intra.cgstPaise + intra.sgstPaise === paise &&
        inter.taxablePaise + inter.igstPaise === paise &&
        Math.abs(intra.cgstPaise - intra.sgstPaise) <= 1 &&
        // taxable is the nearest paisa to amount x 100 / 118
        Math.abs(intra.taxablePaise * 118 - paise * 100) <= 59
      if (!exact) wrong.push(rupees)
    }
    expect(wrong).toEqual([])
  })

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => splitGst(10.5, true)).toThrow()
    expect(() => splitGst(-100, true)).toThrow()
  })
})

describe('amounts in words, Indian system', () => {
  it.each([
    [0, 'Zero'],
    [1, 'One'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1_999, 'One Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [10_00_000, 'Ten Lakh'],
    [1_00_00_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1_23_00_00_000, 'One Hundred Twenty-Three Crore'],
  ])('%i is %s', (n, words) => {
    expect(numberInWords(n)).toBe(words)
  })

  it('rupees and paise', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only')
    expect(amountInWords(100)).toBe('Rupees One Only')
    expect(amountInWords(9_900)).toBe('Rupees Ninety-Nine Only')
    expect(amountInWords(199_900)).toBe('Rupees One Thousand Nine Hundred Ninety-Nine Only')
    expect(amountInWords(1_00_000_00)).toBe('Rupees One Lakh Only')
    expect(amountInWords(12_34_56_789_00)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only',
    )
    expect(amountInWords(169_407)).toBe(
      'Rupees One Thousand Six Hundred Ninety-Four and Seven Paise Only',
    )
    expect(amountInWords(50)).toBe('Fifty Paise Only')
  })

  it('display amounts are grouped the Indian way', () => {
    expect(formatPaise(12_34_56_789)).toBe('₹12,34,567.89')
    expect(formatPaise(0)).toBe('₹0.00')
  })
})

describe('GST state codes and GSTINs', () => {
  it('map GST state codes to our states', () => {
    expect(GST_STATES['27'].name).toBe('Maharashtra')
    expect(gstCodeOfState('MH')).toBe('27')
    expect(gstCodeOfState('TS')).toBe('36')
    expect(gstCodeOfState('AP')).toBe('37')
    expect(gstCodeOfState('LA')).toBe('38')
    expect(GST_STATES['97'].stateCode).toBeNull()
  })

  it('every state in data/geo has a GST state code', async () => {
    const { readFile } = await import('node:fs/promises')
    const states = JSON.parse(
      await readFile(new URL('../../../../../data/geo/states.json', import.meta.url), 'utf8'),
    ) as { code: string }[]
    expect(states.filter((s) => !gstCodeOfState(s.code))).toEqual([])
  })

  it('accept a well-formed GSTIN with the right check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4')
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined()
  })

  it('refuse wrong lengths, patterns, state codes and check characters', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15-character/)
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15-character/)
    expect(gstinProblem('27AAPFU0939F1XV')).toMatch(/15-character/)
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/state code/)
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/)
  })
})
