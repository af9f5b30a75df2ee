import { OWNER_TEXTS as T } from '@app/contract/owner-texts'
import { ADDRESS_MAX_LENGTH, PHONE_LENGTH } from '@app/contract/limits'
import { Alert } from '../../../components/ui/alert'
import { Field, Input, Select, Textarea } from '../../../components/ui/field'
import { PhoneField } from '../../../components/ui/phone-field'
import { useCities } from '../../../lib/geo/get-cities'
import { useDistricts } from '../../../lib/geo/get-districts'
import { useStates } from '../../../lib/geo/get-states'
import { parseId } from '../../../lib/ids'
import type { EditField, EditValues } from '../edit-form'

const options = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }))

/**
 * The edit modal's Address Information: state, district and city from the geography (each list
 * loads once its parent is chosen), then pin code, address and phone number.
 */
export function EditLocationFields({
  values,
  errors,
  onChange,
  onState,
  onDistrict,
}: {
  values: EditValues
  errors: Partial<Record<EditField, string>>
  onChange: (field: EditField, value: string) => void
  onState: (stateId: string) => void
  onDistrict: (districtId: string) => void
}) {
  const states = useStates()
  const districts = useDistricts(parseId(values.state_id))
  const cities = useCities(parseId(values.district_id))
  const failed = states.isError || districts.isError || cities.isError
  // A listing's own place shows by name while its list is still on the way.
  const loading = 'Loading…'

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {failed && <Alert className="sm:col-span-3">{T.locationOptionsFailed}</Alert>}
      <Field label="State" error={errors.state_id} required>
        <Select
          name="state_id"
          value={values.state_id}
          onChange={(e) => onState(e.target.value)}
          options={options(states.data)}
          placeholder={states.isPending ? loading : 'Select state'}
        />
      </Field>
      <Field label="District" error={errors.district_id} required>
        <Select
          name="district_id"
          value={values.district_id}
          onChange={(e) => onDistrict(e.target.value)}
          options={options(districts.data)}
          placeholder={districts.isFetching ? loading : 'Select district'}
          disabled={values.state_id === ''}
        />
      </Field>
      <Field label="City" error={errors.city_id} required>
        <Select
          name="city_id"
          value={values.city_id}
          onChange={(e) => onChange('city_id', e.target.value)}
          options={options(cities.data)}
          placeholder={cities.isFetching ? loading : 'Select city'}
          disabled={values.district_id === ''}
        />
      </Field>
      <Field label="Pin Code" error={errors.pin_code} required>
        <Input
          name="pin_code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={values.pin_code}
          onChange={(e) => onChange('pin_code', e.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <PhoneField
        name="phone_number"
        error={errors.phone_number}
        required
        className="sm:col-span-2"
        maxLength={PHONE_LENGTH}
        value={values.phone_number}
        onChange={(e) => onChange('phone_number', e.target.value.replace(/\D/g, ''))}
      />
      <Field label="Address" error={errors.address} required className="sm:col-span-3">
        <Textarea
          name="address"
          rows={2}
          maxLength={ADDRESS_MAX_LENGTH}
          value={values.address}
          onChange={(e) => onChange('address', e.target.value)}
        />
      </Field>
    </div>
  )
}
