import { describe, expect, it } from 'vitest'
import { operationsOf, planRequest } from '../fuzz/plan'
import { passed, runFuzz, summarise } from '../fuzz/runner'
import type { World } from '../fuzz/values'

describe('the OpenAPI fuzzer', () => {
  it('plans the same requests from the same seed', () => {
    const doc = {
      paths: {
        '/api/x/{id}': {
          post: {
            parameters: [{ in: 'path', name: 'id', schema: { type: 'integer' }, required: true }],
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { email: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    }
    const world: World = {
      stateIds: [1],
      districtIds: [1],
      cityIds: [1],
      propertyIds: [1],
      pinCodes: ['110001'],
      emails: ['a@example.in'],
      phones: ['9000000000'],
    }
    const ops = operationsOf(doc)
    const plan = (seed: number) =>
      Array.from({ length: 50 }, (_, i) => planRequest(seed, i, ops, world))
    expect(plan(7)).toEqual(plan(7))
    expect(plan(7)).not.toEqual(plan(8))
  })

  it(
    'sends 1,000 generated requests: no 5xx, no lost answer, no crash',
    { timeout: 300_000 },
    async () => {
      const report = await runFuzz({ seed: 7, count: 1_000 })
      expect(report.requests).toBe(1_000)
      expect(passed(report), summarise(report)).toBe(true)
      expect(report.serverErrors).toEqual([])
      // The run reached the code behind validation, not only the validators.
      expect(report.statuses[200]).toBeGreaterThan(100)
      expect(report.statuses[422]).toBeGreaterThan(100)
    },
  )
})
