import { readFileSync } from 'node:fs'
import { COMPANY_PROFILE_TEXTS } from '@app/contract/content'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyProfileRequests } from '../../../src/db/schema/index'
import {
  BROCHURE_AT_A_GLANCE,
  BROCHURE_INTRO,
  BROCHURE_REASONS,
  BROCHURE_SERVICES,
  BROCHURE_STEPS,
  BROCHURE_TAGLINE,
  FIGURE_LABELS,
} from '../../../src/modules/content/profile-texts'
import { PROFILE_DOWNLOADS_PER_IP } from '../../../src/modules/content/service'
import { REPO_ROOT } from '../../../src/config'
import { createTestApp } from '../../helpers/app'
import { post } from '../../helpers/auth'
import { listing, makeUser, PLACES, seedPlaces } from '../../helpers/listings'
import { pdfAllText, pdfLines } from '../../helpers/pdf'

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Shah',
  email: 'Meera@Example.in',
  phone_number: '9123456780',
  ...overrides,
})

/** Pages in the document's page tree (`/Type /Page`, not `/Pages`). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length

describe('POST company-profile', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_NAME: 'Bharat Godown Exchange' } })
    await seedPlaces(t.app.db)
    const owner = await makeUser(t.app.db, 2)
    // Published (100 × 50 ft each): two in Bhiwandi, one in Chakan, one in Sanand.
    await listing(t.app.db, owner.id, { city: PLACES.bhiwandi })
    await listing(t.app.db, owner.id, { city: PLACES.bhiwandi })
    await listing(t.app.db, owner.id, { city: PLACES.chakan })
    await listing(t.app.db, owner.id, { city: PLACES.sanand })
    // Not on the market: a hidden listing and a draft, in cities nothing else is in.
    await listing(t.app.db, owner.id, { city: PLACES.kalyan, hidden: true })
    await listing(t.app.db, owner.id, { city: PLACES.kalyan, steps: 2 })
  })
  afterAll(() => t.close())

  const download = (body: object, ip?: string) => post(t.app, '/api/company-profile', body, { ip })

  it('answers a two-page brochure with the company name and the live figures, and stores the lead', async () => {
    const res = await download(lead())
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('attachment; filename="Company-Profile.pdf"')
    const pdf = res.rawPayload
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pageCount(pdf)).toBe(2)

    const text = await pdfAllText(pdf)
    expect(text).toContain('Bharat Godown Exchange')
    expect(text).toContain(BROCHURE_TAGLINE)
    // 3 cities, 4 listings, 4 × 5,000 sq.ft: the hidden listing and the draft do not count.
    const figure = (label: string) => {
      const lines = text.split('\n')
      return lines[lines.indexOf(label) - 1]
    }
    expect(figure(FIGURE_LABELS.cities)).toBe('3')
    expect(figure(FIGURE_LABELS.listings)).toBe('4')
    expect(figure(FIGURE_LABELS.squareFeet)).toBe('20,000')
    for (const title of ['What we do', 'How it works', 'Why choose us', 'Leasing & Renting'])
      expect(text).toContain(title)
    expect(text).toContain('hello@godownhub.in')
    // The site's own words, rupee sign included (the standard PDF fonts had none).
    expect(text.replace(/\s+/g, ' ')).toContain('Top up your wallet (₹1 = 1 credit)')
    expect(text).not.toContain('Rs.')

    const [row] = await t.database.db
      .select()
      .from(companyProfileRequests)
      .where(eq(companyProfileRequests.email, 'meera@example.in'))
    expect(row).toMatchObject({ name: 'Meera Shah', phoneNumber: '9123456780' })
  })

  it('counts the figures at the time of the request', async () => {
    const owner = await makeUser(t.app.db, 2)
    await listing(t.app.db, owner.id, { city: PLACES.kalyan })
    const text = await pdfLines((await download(lead())).rawPayload)
    expect(text[text.indexOf(FIGURE_LABELS.cities) - 1]).toBe('4')
    expect(text[text.indexOf(FIGURE_LABELS.listings) - 1]).toBe('5')
    expect(text[text.indexOf(FIGURE_LABELS.squareFeet) - 1]).toBe('25,000')
  })

  it("requires name, e-mail and a 10-digit phone ('10 digit phone number')", async () => {
    const empty = await download({})
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({
      name: [COMPANY_PROFILE_TEXTS.name],
      email: [COMPANY_PROFILE_TEXTS.email],
      phone_number: ['10 digit phone number'],
    })
    const wrong = await download(lead({ name: ' ', email: 'meera@', phone_number: '91234 5678' }))
    expect(wrong.json().errors).toEqual({
      name: [COMPANY_PROFILE_TEXTS.name],
      email: [COMPANY_PROFILE_TEXTS.email],
      phone_number: ['10 digit phone number'],
    })
    const huge = await download(
      lead({
        name: 'n'.repeat(20_000),
        email: `${'e'.repeat(20_000)}@x.in`,
        phone_number: '9'.repeat(20_000),
      }),
    )
    expect(huge.json().errors).toEqual({
      name: ['Name must be at most 100 characters'],
      email: [COMPANY_PROFILE_TEXTS.email],
      phone_number: ['10 digit phone number'],
    })
    expect(
      await t.database.db
        .select()
        .from(companyProfileRequests)
        .where(eq(companyProfileRequests.email, 'meera@')),
    ).toEqual([])
  })

  it('limits downloads per IP: 429 with Retry-After, no lead stored', async () => {
    const ip = '198.51.100.61'
    for (let i = 0; i < PROFILE_DOWNLOADS_PER_IP.limit; i++)
      expect((await download(lead({ email: `many${i}@example.in` }), ip)).statusCode).toBe(200)
    const refused = await download(lead({ email: 'refused@example.in' }), ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: COMPANY_PROFILE_TEXTS.tooMany,
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(
      await t.database.db
        .select()
        .from(companyProfileRequests)
        .where(eq(companyProfileRequests.email, 'refused@example.in')),
    ).toEqual([])
  })

  it("says what the web site says (the brochure's texts are the site's)", () => {
    const site = readFileSync(`${REPO_ROOT}/apps/web/src/features/content/content.ts`, 'utf8')
    const footer = readFileSync(`${REPO_ROOT}/apps/web/src/app/layout/footer.tsx`, 'utf8')
    for (const point of BROCHURE_AT_A_GLANCE) expect(site).toContain(point)
    for (const item of [...BROCHURE_SERVICES, ...BROCHURE_STEPS, ...BROCHURE_REASONS]) {
      expect(site).toContain(item.title)
      expect(site).toContain(item.text)
    }
    expect(footer).toContain(BROCHURE_TAGLINE)
    expect(footer.replace(/\s+/g, ' ')).toContain(BROCHURE_INTRO)
  })
})
