import { describe, expect, it } from 'vitest'
import { fallbackLevel, isComplete, resumeStep } from './completion'

describe('completion (spec 001 section 4)', () => {
  it('resumes at the completion level plus one, at most 4', () => {
    expect([0, 1, 2, 3, 4].map(resumeStep)).toEqual([1, 2, 3, 4, 4])
  })

  it('assumes level 2 when the detail call failed and prices exist, else 1', () => {
    expect(fallbackLevel([{ id: 1 }])).toBe(2)
    expect(fallbackLevel([])).toBe(1)
    expect(fallbackLevel(undefined)).toBe(1)
  })

  it('is complete at level 4', () => {
    expect(isComplete(3)).toBe(false)
    expect(isComplete(4)).toBe(true)
  })
})
