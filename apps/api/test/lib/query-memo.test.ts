import { describe, expect, it } from 'vitest'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { ListingQuerySchema } from '@app/contract/listing'
import { memoizeQueries, QUERY_MEMO_ENTRIES } from '../../src/lib/query-memo'

type Validate = (data: unknown) => { value?: Record<string, unknown>; error?: unknown }

const compile = (httpPart: string) =>
  memoizeQueries(validatorCompiler)({
    schema: ListingQuerySchema,
    httpPart,
    method: 'GET',
    url: '/api/agents-propertys',
  }) as unknown as Validate

describe('memoizeQueries', () => {
  it('answers a query asked again as Zod does, each time in an object of its own', () => {
    const validate = compile('querystring')
    const first = validate({ offset: '12' })
    const again = validate({ offset: '12' })
    expect(first.value).toEqual(ListingQuerySchema.parse({ offset: '12' }))
    expect(again.value).toEqual(first.value)
    expect(again.value).not.toBe(first.value)
    again.value!.offset = 99
    expect(validate({ offset: '12' }).value!.offset).toBe(12)
  })

  it('rejects a bad query every time, and answers rightly past its bound', () => {
    const validate = compile('querystring')
    expect(validate({ offset: '-1' }).error).toBeDefined()
    expect(validate({ offset: '-1' }).error).toBeDefined()
    for (let i = 0; i <= QUERY_MEMO_ENTRIES; i++) {
      expect(validate({ offset: String(i) }).value!.offset).toBe(i)
    }
    expect(validate({ offset: '3' }).value!.offset).toBe(3)
  })

  it('leaves bodies to the compiler as they were', () => {
    const validate = compile('body')
    const a = validate({ offset: '5' })
    expect(a.value).toEqual(ListingQuerySchema.parse({ offset: '5' }))
  })
})
