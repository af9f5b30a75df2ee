import { REPORT_ANSWER_HOURS } from '@app/contract/constants'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { properties, users } from '../../../src/db/schema/index'
import { moveCredits } from '../../../src/modules/wallet/ledger'
import { details, latestCode, newPerson, post, registration } from '../../helpers/auth'
import { MINUTE } from '../../helpers/clock'
import { reportTests } from './suite'
import { COST, DAY, HOUR, type TestApp, type User } from './world'

/** Reports: throwaway accounts cannot buy a refund or a hide (N1, decision 022). */

let t: TestApp
let owner: User
let admin: User
const { w, later, timerRound, filed } = reportTests((s) => ({ t, owner, admin } = s))


describe('N1: throwaway accounts cannot buy a refund or a hide (decision 022)', () => {
  /** Registers through the API from `ip`, gives the account `credits`, and logs it in there. */
  async function throwaway(ip: string, credits: number): Promise<User> {
    const person = newPerson()
    const sent = await post(t.app, '/api/send-otp', details(person), { ip })
    expect(sent.statusCode, sent.body).toBe(200)
    const code = await latestCode(w.db(), person.email!)
    const verify = { email: person.email, phone_number: person.phone_number, verification_otp: code }
    expect((await post(t.app, '/api/verify-otp', verify, { ip })).statusCode).toBe(200)
    const made = await post(t.app, '/api/register', registration(person, code), { ip })
    expect(made.statusCode, made.body).toBe(201)
    const id = made.json().data.id as number
    await moveCredits(w.db(), { userId: id, credits, kind: 'adjustment', reference: `grant:${id}` })
    const login = { email_or_phone: person.email, password: person.password }
    const session = await post(t.app, '/api/login', login, { ip })
    expect(session.statusCode, session.body).toBe(200)
    return { id, token: session.json().data.token, ip }
  }

  const isHidden = async (place: number) => {
    const [row] = await w
      .db()
      .select({ hiddenAt: properties.hiddenAt })
      .from(properties)
      .where(eq(properties.id, place))
    return row!.hiddenAt !== null
  }

  /** The probe: `n` accounts made seconds apart on one address unlock and report a competitor. */
  async function probe(n: number, ip: string) {
    const place = await w.listing(owner.id, `Competitor godown ${n}`)
    const accounts: User[] = []
    for (let i = 0; i < n; i++) {
      const account = await throwaway(ip, 99)
      const unlock = await post(t.app, '/api/property/unlock', { property_id: place }, account)
      expect(unlock.statusCode, unlock.body).toBe(200)
      accounts.push(account)
    }
    const reports = []
    for (const account of accounts) reports.push(await filed(account, place, 'unreachable'))
    return { place, accounts, reports }
  }

  for (const n of [2, 6]) {
    it(`${n} accounts from one address: nobody refunded, nothing hidden until a moderator decides`, async () => {
      const { place, accounts, reports } = await probe(n, `203.0.113.${n}`)
      expect(reports.map((r) => r.status)).toEqual(Array(n).fill('open'))
      // The owner says they are reachable: the reports wait for a moderator, not the timer.
      for (const report of reports) {
        const res = await w.answer(owner, report.id, { answer: 'reachable' })
        expect(res.statusCode, res.body).toBe(200)
      }
      await later(REPORT_ANSWER_HOURS * HOUR + MINUTE, timerRound)
      for (const account of accounts) {
        expect(await w.balance(account.id)).toBe(99 - COST)
        expect(await w.refunds(account.id)).toEqual([])
      }
      for (const report of reports) expect((await w.stored(report.id)).status).toBe('open')
      expect(await isHidden(place)).toBe(false)
      // A moderator can still give one back.
      const resolved = await w.resolve(admin, reports[0]!.id, { action: 'refund', note: 'Checked' })
      expect(resolved.statusCode, resolved.body).toBe(200)
      expect(await w.balance(accounts[0]!.id)).toBe(99)
    })
  }

  it('leaves it to the timer when the owner does not answer: refunds after 48 hours, not before', async () => {
    const { place, accounts, reports } = await probe(2, '203.0.113.20')
    expect(reports.map((r) => r.status)).toEqual(['open', 'open'])
    expect(await isHidden(place)).toBe(false)
    await later(REPORT_ANSWER_HOURS * HOUR + MINUTE, timerRound)
    for (const account of accounts) expect(await w.balance(account.id)).toBe(99)
    // Two refunds the owner let happen by silence hide the listing pending review.
    expect(await isHidden(place)).toBe(true)
  })

  it('is not confirmed by new accounts on different networks', async () => {
    const place = await w.listing(owner.id)
    const a = await throwaway('198.51.100.10', 99)
    const b = await throwaway('192.0.2.10', 99)
    for (const account of [a, b]) {
      const unlock = await post(t.app, '/api/property/unlock', { property_id: place }, account)
      expect(unlock.statusCode, unlock.body).toBe(200)
    }
    expect((await filed(a, place)).status).toBe('open')
    expect((await filed(b, place)).status).toBe('open')
    expect(await w.refunds(a.id)).toEqual([])
    expect(await w.refunds(b.id)).toEqual([])
  })

  it('is not confirmed by established accounts on one network', async () => {
    const place = await w.listing(owner.id)
    const a = await w.establishedSeekerWhoUnlocked(place)
    const b = await w.establishedSeekerWhoUnlocked(place)
    // b reports from a's network (a neighbour's address in the same /24).
    expect((await filed(a, place)).status).toBe('open')
    const fromA = { ...b, ip: a.ip!.replace(/\.7$/, '.99') }
    expect((await filed(fromA, place)).status).toBe('open')
    expect(await w.refunds(a.id)).toEqual([])
    expect(await w.refunds(b.id)).toEqual([])
  })

  it("does not count unlocks of the same owner's listings as a history", async () => {
    const place = await w.listing(owner.id)
    const sibling = await w.listing(owner.id, 'Same owner godown')
    const a = await w.establishedSeekerWhoUnlocked(place)
    const b = await w.seekerWhoUnlocked(sibling, place)
    await w.db().update(users).set({ createdAt: new Date(Date.now() - 60 * DAY) }).where(eq(users.id, b.id))
    expect((await filed(a, place)).status).toBe('open')
    expect((await filed(b, place)).status).toBe('open')
    expect((await w.stored((await w.reportsOfUser(b.id))[0]!.id)).reporterEstablished).toBe(false)
  })

  it('waits for a moderator once the owner disputed a report, even with independent evidence', async () => {
    const place = await w.listing(owner.id)
    const a = await w.establishedSeekerWhoUnlocked(place)
    const b = await w.establishedSeekerWhoUnlocked(place)
    const first = await filed(a, place)
    expect((await w.answer(owner, first.id, { answer: 'reachable' })).statusCode).toBe(200)
    const second = await filed(b, place)
    expect(second.status).toBe('open')
    expect(await w.refunds(a.id)).toEqual([])
    expect(await w.refunds(b.id)).toEqual([])
    expect(await isHidden(place)).toBe(false)
    // Once a moderator rejects the disputed report, the next independent report confirms.
    expect((await w.resolve(admin, first.id, { action: 'reject' })).statusCode).toBe(200)
    const c = await w.establishedSeekerWhoUnlocked(place)
    expect((await filed(c, place)).status).toBe('refunded')
    expect(await w.refunds(b.id)).toHaveLength(1)
    expect(await w.refunds(c.id)).toHaveLength(1)
    expect(await w.refunds(a.id)).toEqual([])
  })
})
