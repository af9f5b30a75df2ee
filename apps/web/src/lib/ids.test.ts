import { ID_MAX } from '@app/contract/limits'
import { describe, expect, it } from 'vitest'
import { isId, parseId } from './ids'

describe('ids', () => {
  it('reads an id written as text, within the database range', () => {
    expect(parseId('7')).toBe(7)
    expect(parseId(' 42 ')).toBe(42)
    expect(parseId(String(ID_MAX))).toBe(ID_MAX)
  })

  it('gives undefined for anything else', () => {
    for (const text of ['', '0', '-3', '1.5', '07', 'abc', String(ID_MAX + 1), null, undefined])
      expect(parseId(text)).toBeUndefined()
  })

  it('checks a number is an id', () => {
    expect(isId(1)).toBe(true)
    expect(isId(0)).toBe(false)
    expect(isId(2.5)).toBe(false)
    expect(isId('3')).toBe(false)
  })
})
