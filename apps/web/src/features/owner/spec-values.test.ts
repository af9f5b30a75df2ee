import { SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import { describe, expect, it } from 'vitest'
import { fullDetails } from './full-details.fixture'
import {
  certificateProblem,
  EMPTY_SPECS,
  specFields,
  specProblems,
  specValuesFrom,
} from './spec-values'

describe('warehouse specifications in the owner forms', () => {
  it('read a listing into the inputs and send them back, empty ones left out', () => {
    const values = specValuesFrom(fullDetails())
    expect(values).toEqual({
      docks: '4',
      floor_load: '5',
      power_kva: '200',
      highway_km: '1.5',
      flooring: 'fm2',
      fire_noc: 'yes',
      security_24x7: '',
    })
    expect(specFields(values)).toEqual({
      docks: 4,
      floor_load: 5,
      power_kva: 200,
      highway_km: 1.5,
      flooring: 'fm2',
      fire_noc: true,
      security_24x7: undefined,
    })
    expect(specFields({ ...EMPTY_SPECS, fire_noc: 'no' }).fire_noc).toBe(false)
  })

  it("check with the contract's messages; empty is not stated", () => {
    expect(specProblems(EMPTY_SPECS)).toEqual({})
    expect(
      specProblems({
        ...EMPTY_SPECS,
        docks: '-1',
        floor_load: '101',
        power_kva: '1.5',
        highway_km: 'far',
      }),
    ).toEqual({
      docks: 'Must be 0 or more',
      floor_load: 'Floor load must be at most 100',
      power_kva: 'Power must be a whole number',
      highway_km: 'Distance to national highway must be a number',
    })
  })

  it('refuse a certificate by its name and size before it is sent', () => {
    const file = (name: string, size = 10) => {
      const f = new File(['x'], name)
      Object.defineProperty(f, 'size', { value: size })
      return f
    }
    expect(certificateProblem(file('noc.PDF'))).toBeNull()
    expect(certificateProblem(file('noc.jpeg'))).toBeNull()
    expect(certificateProblem(file('noc.docx'))).toBe(SPEC_FORM_TEXTS.certificateType)
    expect(certificateProblem(file('noc.pdf', 11 * 1024 * 1024))).toBe(
      SPEC_FORM_TEXTS.certificateTooLarge,
    )
  })
})
