import { afterAll, beforeAll, expect } from 'vitest'
import { users } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { post, type Person } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * The registration calls for one test file: starts an app on a manual clock before the file
 * (handed to `started`) and closes it after.
 */
export function registrationTests(started: (t: TestApp) => void) {
  let t: TestApp | undefined
  const clock = new ManualClock()
  const app = () => t!.app
  beforeAll(async () => {
    t = await createTestApp({ clock })
    started(t)
  })
  afterAll(() => t?.close())

  const db = () => t!.database.db
  const sendOtp = (body: object, ip?: string) => post(app(), '/api/send-otp', body, { ip })
  const verify = (p: Person, code: string) =>
    post(app(), '/api/verify-otp', {
      email: p.email,
      phone_number: p.phone_number,
      verification_otp: code,
    })
  const register = (body: object) => post(app(), '/api/register', body)
  const userCount = async () => (await db().select({ id: users.id }).from(users)).length

  /** Asserts a 422 whose only complaint is `message` on `field`. */
  function expectInvalid(res: Awaited<ReturnType<typeof post>>, field: string, message: string) {
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message,
      errors: { [field]: [message] },
    })
  }

  return { clock, db, sendOtp, verify, register, userCount, expectInvalid }
}
