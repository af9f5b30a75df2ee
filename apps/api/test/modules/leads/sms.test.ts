import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/app'
import { waitForMessage } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'
import { seedPlaces } from '../../helpers/listings'
import { startHttpStub } from '../../helpers/mail'
import { DAY, PUBLIC_URL, SITE_NAME, world, type TestApp } from './world'
import { digestBoundary } from '../../../src/modules/leads/policy'

/**
 * With MSG91 as the messenger (SMS only, every text a DLT template), a lead is texted to its owner
 * through its own template, MSG91_LEAD_TEMPLATE_ID, with the seeker's name, the listing and the
 * link; without that template no lead is texted; a failed send never fails the seeker's unlock.
 */
const MSG91 = {
  OTP_DELIVERY: 'msg91',
  MSG91_AUTH_KEY: 'test-auth-key-0042',
  MSG91_TEMPLATE_ID: 'tmpl-otp-01',
}

describe('lead notices by MSG91', () => {
  let stub: Awaited<ReturnType<typeof startHttpStub>>
  const clock = new ManualClock(new Date())
  let t: TestApp
  let bare: TestApp
  const w = world(() => t, clock)
  const b = world(() => bare, clock)
  beforeAll(async () => {
    stub = await startHttpStub()
    const env = { ...MSG91, MSG91_URL: stub.url, PUBLIC_URL, SITE_NAME }
    t = await createTestApp({ clock, env: { ...env, MSG91_LEAD_TEMPLATE_ID: 'tmpl-lead-03' } })
    bare = await createTestApp({ clock, env })
    await seedPlaces(t.database.db)
    await seedPlaces(bare.database.db)
  })
  afterAll(async () => {
    await t?.close()
    await bare?.close()
    await stub?.close()
  })

  it("texts the owner through the lead template with the seeker's name, the listing and the link", async () => {
    stub.status = 200
    const owner = await w.owner()
    const place = await w.listing(owner.id, { name: 'Bhiwandi cold store' })
    const before = stub.requests.length
    expect((await w.unlock(await w.seeker({ name: 'Kavita Rao' }), place)).statusCode).toBe(200)
    await waitForMessage(() => stub.requests.length, before)
    expect(stub.requests).toHaveLength(before + 1)
    expect(JSON.parse(stub.requests.at(-1)!.body)).toEqual({
      template_id: 'tmpl-lead-03',
      short_url: '0',
      recipients: [
        {
          mobiles: `91${owner.phone}`,
          name: 'Kavita Rao',
          listing: 'Bhiwandi cold store',
          link: `${PUBLIC_URL}/property/${place}`,
        },
      ],
    })
  })

  it('a failed send does not fail the unlock', async () => {
    stub.status = 500
    const owner = await w.owner()
    const place = await w.listing(owner.id)
    const seeker = await w.seeker()
    const before = stub.requests.length
    const answer = await w.unlock(seeker, place)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().data.credits).toBe(1_000 - 99)
    // The notice was tried (and MSG91 refused it) after the answer.
    await waitForMessage(() => stub.requests.length, before)
    expect(
      await w.notify({ kind: 'unlock', unlockId: await w.unlockId(seeker, place) }),
    ).toMatchObject({
      leads: 1,
      sent: 0,
      errors: 1,
    })
    stub.status = 200
  })

  it('texts a digest owner the count and the link to their listings', async () => {
    stub.status = 200
    const owner = await w.owner()
    expect((await w.setAlerts(owner, 'daily')).statusCode).toBe(200)
    const place = await w.listing(owner.id, { name: 'Thane shed' })
    clock.advance(60_000)
    await w.visit(await w.seeker({ name: 'Arjun' }), owner.id, place)
    await w.visit(await w.seeker({ name: 'Kavita' }), owner.id, place)
    clock.advance(digestBoundary(clock.now()).getTime() + DAY - clock.now().getTime())
    const before = stub.requests.length
    expect(await w.digest()).toMatchObject({ ran: true, summary: { sent: 1, errors: 0 } })
    expect(JSON.parse(stub.requests.at(-1)!.body).recipients).toEqual([
      {
        mobiles: `91${owner.phone}`,
        name: 'Kavita',
        listing: 'Thane shed',
        link: `${PUBLIC_URL}/my-properties`,
      },
    ])
    expect(stub.requests).toHaveLength(before + 1)
  })

  it('sends nothing without a lead template (MSG91 texts only templates)', async () => {
    const owner = await b.owner()
    const place = await b.listing(owner.id)
    const seeker = await b.seeker()
    expect((await b.unlock(seeker, place)).statusCode).toBe(200)
    expect(
      await b.notify({ kind: 'unlock', unlockId: await b.unlockId(seeker, place) }),
    ).toMatchObject({
      leads: 1,
      unreachable: 1,
      sent: 0,
      errors: 0,
    })
  })
})
