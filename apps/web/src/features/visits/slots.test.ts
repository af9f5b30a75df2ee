import { VISIT_TEXTS } from '@app/contract/visits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  formatSlot,
  istDate,
  SLOT_TIMES,
  slotDateRange,
  slotInstant,
  slotProblem,
  timeLabel,
} from './slots'

// A browser far from India: nothing below may depend on the machine's zone.
const zone = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles'
})
afterAll(() => {
  process.env.TZ = zone
})

/** 1 Dec 2026, 9:00 am India time. */
const NOW = Date.parse('2026-12-01T03:30:00Z')

describe('visit slots in India time', () => {
  it('sends an India date and time as an instant at +05:30', () => {
    expect(slotInstant('2026-12-01', '10:30')).toBe('2026-12-01T10:30:00+05:30')
    expect(new Date(slotInstant('2026-12-01', '10:30')).toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    )
  })

  it("takes India's date, not the browser's, at the turn of the day", () => {
    expect(istDate(Date.parse('2026-11-30T18:29:59Z'))).toBe('2026-11-30')
    expect(istDate(Date.parse('2026-11-30T18:30:00Z'))).toBe('2026-12-01')
  })

  it('offers today to 30 days on as dates', () => {
    expect(slotDateRange(NOW)).toEqual({ min: '2026-12-01', max: '2026-12-31' })
    // 11:45 pm India time on 30 Nov (still 30 Nov in the browser's zone and in UTC): India's
    // next day is 1 Dec already, 30 days on is 31 Dec.
    expect(slotDateRange(Date.parse('2026-11-30T18:45:00Z'))).toEqual({
      min: '2026-12-01',
      max: '2026-12-31',
    })
  })

  it('offers 8 am to 8 pm every 30 minutes, shown the Indian way', () => {
    expect(SLOT_TIMES).toHaveLength(25)
    expect(SLOT_TIMES[0]).toEqual({ value: '08:00', label: '8:00 am' })
    expect(SLOT_TIMES[5]).toEqual({ value: '10:30', label: '10:30 am' })
    expect(SLOT_TIMES[8]).toEqual({ value: '12:00', label: '12:00 pm' })
    expect(SLOT_TIMES.at(-1)).toEqual({ value: '20:00', label: '8:00 pm' })
    expect(timeLabel('00:15')).toBe('12:15 am')
  })

  it('says what is wrong with a slot as the API does', () => {
    expect(slotProblem('2026-12-01', '10:30', NOW)).toBeNull()
    expect(slotProblem('', '10:30', NOW)).toBe(VISIT_TEXTS.slotInvalid)
    expect(slotProblem('2026-12-01', '', NOW)).toBe(VISIT_TEXTS.slotInvalid)
    expect(slotProblem('2026-12-02', '07:30', NOW)).toBe(VISIT_TEXTS.slotHours)
    expect(slotProblem('2026-12-02', '20:30', NOW)).toBe(VISIT_TEXTS.slotHours)
    expect(slotProblem('2026-12-02', '20:00', NOW)).toBeNull()
    // 8:30 am India time today has passed at 9 am.
    expect(slotProblem('2026-12-01', '08:30', NOW)).toBe(VISIT_TEXTS.slotPast)
    // 30 days on: up to the same moment, not later.
    expect(slotProblem('2026-12-31', '09:00', NOW)).toBeNull()
    expect(slotProblem('2026-12-31', '09:30', NOW)).toBe(VISIT_TEXTS.slotTooFar)
  })

  it('shows a slot as "Tue, 1 Dec · 10:30 am" in India time', () => {
    expect(formatSlot('2026-12-01T05:00:00Z')).toBe('Tue, 1 Dec · 10:30 am')
    expect(formatSlot('2026-12-01T20:00:00+05:30')).toBe('Tue, 1 Dec · 8:00 pm')
    expect(formatSlot('2026-11-30T18:30:00Z')).toBe('Tue, 1 Dec · 12:00 am')
  })
})
