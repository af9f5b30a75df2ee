import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletLedger } from '../../../src/db/schema/index'
import { get, post } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'
import { listing } from '../../helpers/listings'
import { pdfAllText } from '../../helpers/pdf'
import { appWithBuyer, moveTo, person, topUp, type Scene } from '../../helpers/top-ups'

describe('account statements', () => {
  const clock = new ManualClock('2026-11-10T10:00:00+05:30')
  let { t, buyer } = {} as Scene
  const statementOf = (query: string, who = buyer) =>
    get(t.app, `/api/transactions/statement?${query}`, { token: who.token })

  beforeAll(async () => {
    ;({ t, buyer } = await appWithBuyer(clock))
    const owner = await person(t, clock, 2)
    const propertyId = await listing(t.app.db, owner.id, { name: '=Godown, "Bhiwandi"' })
    // 10 Nov: 500 bought. 30 Nov 23:30 IST: 99 spent. 1 Dec 00:10 IST: 200 bought.
    await topUp(t, buyer, 500)
    await datedLastEntry(buyer, clock.now())
    moveTo(clock, new Date('2026-11-30T23:30:00+05:30'))
    const unlock = await post(
      t.app,
      '/api/property/unlock',
      { property_id: propertyId },
      { token: buyer.token },
    )
    expect(unlock.statusCode, unlock.body).toBe(200)
    await datedLastEntry(buyer, clock.now())
    moveTo(clock, new Date('2026-12-01T00:10:00+05:30'))
    await topUp(t, buyer, 200)
    await datedLastEntry(buyer, clock.now())
  })

  /** The ledger stamps entries with the database's time: move the newest to the test's clock. */
  async function datedLastEntry(who: Scene['buyer'], at: Date) {
    const [last] = await t.app.db
      .select({ id: walletLedger.id })
      .from(walletLedger)
      .where(eq(walletLedger.userId, who.id))
      .orderBy(desc(walletLedger.id))
      .limit(1)
    await t.app.db.update(walletLedger).set({ createdAt: at }).where(eq(walletLedger.id, last!.id))
  }
  afterAll(() => t.close())

  it('lists the entries of the IST days asked for, with the balance after each, as CSV', async () => {
    const res = await statementOf('from=2026-11-01&to=2026-11-30&format=csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Statement-2026-11-01-to-2026-11-30.csv"',
    )
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines).toEqual([
      'Date,Time (IST),Type,Details,Reference,Credits,Balance',
      expect.stringMatching(
        /^2026-11-10,10:00,Credits bought,Invoice GH\/26-27\/000001,order:\d+,500,500$/,
      ),
      expect.stringMatching(
        /^2026-11-30,23:30,Contact unlocked,"'=Godown, ""Bhiwandi""",unlock:\d+,-99,401$/,
      ),
      '',
    ])
  })

  it('CSV is the default; a period can start after the first entry', async () => {
    const res = await statementOf('from=2026-12-01&to=2026-12-01')
    expect(res.statusCode).toBe(200)
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(
      /^2026-12-01,00:10,Credits bought,Invoice GH\/26-27\/000002,.*,200,601$/,
    )
  })

  it('as PDF: opening and closing balances and the entries between', async () => {
    const res = await statementOf('from=2026-11-15&to=2026-12-31&format=pdf')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain('Statement-2026-11-15-to-2026-12-31.pdf')
    const text = await pdfAllText(res.rawPayload)
    expect(text).toContain('Account Statement')
    expect(text).toContain('Opening balance: 500 credits')
    expect(text).toContain('=Godown, "Bhiwandi"')
    expect(text).toContain('-99')
    expect(text).toContain('+200')
    expect(text).toContain('Closing balance: 601 credits')
  })

  it("shows only the caller's own ledger", async () => {
    const other = await person(t, clock)
    const res = await statementOf('from=2026-01-01&to=2026-12-31', other)
    expect(res.statusCode).toBe(200)
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toHaveLength(2)
  })

  it('refuses a period that ends before it starts, and dates that are not dates', async () => {
    const backwards = await statementOf('from=2026-12-01&to=2026-11-01')
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json().errors.to).toEqual(['To must not be before From'])
    expect((await statementOf('from=yesterday&to=2026-11-01')).statusCode).toBe(422)
    expect((await statementOf('from=2026-11-01&to=2026-11-30&format=xls')).statusCode).toBe(422)
  })

  it('asks for a login', async () => {
    const res = await get(t.app, '/api/transactions/statement?from=2026-11-01&to=2026-11-30')
    expect(res.statusCode).toBe(401)
  })
})
