import { CreateAddressBodySchema, OWNER_TEXTS as T } from '@app/contract/owner'
import { SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import { PHONE_LENGTH } from '@app/contract/limits'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Alert } from '../../../../components/ui/alert'
import { Field, Input, Select, Textarea } from '../../../../components/ui/field'
import { PhoneField } from '../../../../components/ui/phone-field'
import { ApiError } from '../../../../lib/api-client'
import { useCities } from '../../../../lib/geo/get-cities'
import { useDistricts } from '../../../../lib/geo/get-districts'
import { isPinCode, usePinCode } from '../../../../lib/geo/get-pincode'
import { useStates } from '../../../../lib/geo/get-states'
import { parseId } from '../../../../lib/ids'
import { useZodForm } from '../../../../lib/use-zod-form'
import { useCreateAddress } from '../../api/create-address'
import { getFullDetails } from '../../api/get-full-details'
import { useUpdateAddress } from '../../api/update-address'
import { EMPTY_VALUES } from '../../wizard-values'
import { stepProblem } from './step-errors'
import type { StepProps } from './step-types'
import { WizardActions } from './wizard-actions'

// Leaflet loads only once an address has a point to show.
const PinMap = lazy(() => import('./pin-map'))

const AddressFormSchema = CreateAddressBodySchema.omit({ property_id: true })
const FIELDS = [
  'state_id',
  'district_id',
  'city_id',
  'pin_code',
  'address',
  'phone_number',
] as const

const asNumber = (value: unknown) => (typeof value === 'number' ? value : null)
const asText = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''))
const named = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }))

/**
 * Step 4 (spec 001 sections 2, 4 and 5): state, district and city (each list reloads when its
 * parent changes, clearing the choices below it), PIN code, address and phone. A known PIN fills
 * in the state, district and city (and its position, sent with the address); the owner can still
 * change them, and drag the position's pin on the map (issue 15). Creates the address, or
 * updates it.
 */
export function AddressStep({
  progress,
  onValues,
  onSaved,
  onPrevious,
  onSkip,
}: StepProps<'address'>) {
  const initial = progress.values.address
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useZodForm(AddressFormSchema, initial)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const create = useCreateAddress()
  const update = useUpdateAddress()

  const stateId = asText(watch('state_id'))
  const districtId = asText(watch('district_id'))
  const cityId = asText(watch('city_id'))
  const pin = asText(watch('pin_code')).trim()
  const states = useStates()
  const districts = useDistricts(parseId(stateId))
  const cities = useCities(parseId(districtId))
  const lookup = usePinCode(pin)
  const latitude = asNumber(watch('latitude'))
  const longitude = asNumber(watch('longitude'))

  useEffect(() => {
    const { unsubscribe } = watch((values) =>
      onValues('address', { ...EMPTY_VALUES.address, ...(values as object) }),
    )
    return unsubscribe
  }, [watch, onValues])

  const set = (field: 'state_id' | 'district_id' | 'city_id', value: string) =>
    setValue(field, value, { shouldValidate: isSubmitted, shouldDirty: true })

  // The PIN whose places are in the form: a loaded address is not overwritten on opening.
  const filledFrom = useRef(initial.state_id ? initial.pin_code : '')
  useEffect(() => {
    const info = lookup.data
    // A known PIN's answer fills the form once; the owner's later changes stay.
    if (!info || info.pin_code !== pin || filledFrom.current === pin) return
    filledFrom.current = pin
    const options = { shouldValidate: isSubmitted, shouldDirty: true }
    setValue('state_id', String(info.state_id), options)
    setValue('district_id', String(info.district_id), options)
    setValue('city_id', info.city_id === null ? '' : String(info.city_id), options)
    setValue('latitude', info.latitude)
    setValue('longitude', info.longitude)
  }, [lookup.data, pin, isSubmitted, setValue])
  // A position belongs to its PIN: another PIN drops it (the server uses the new PIN's).
  useEffect(() => {
    if (pin !== initial.pin_code && pin !== filledFrom.current) {
      setValue('latitude', null)
      setValue('longitude', null)
    }
  }, [pin, initial.pin_code, setValue])

  const pinHint = !isPinCode(pin)
    ? 'Six digits. A known PIN fills in the state, district and city.'
    : lookup.isFetching
      ? 'Looking up this PIN code…'
      : lookup.data
        ? 'State, district and city filled in from the PIN code. You can still change them.'
        : lookup.data === null
          ? 'We could not find this PIN code: please choose the state, district and city.'
          : 'Six digits. A known PIN fills in the state, district and city.'

  const onSubmit = handleSubmit(async (values) => {
    const propertyId = progress.propertyId
    if (propertyId === null) return setProblem(T.addressFailed)
    const body = {
      state_id: values.state_id,
      district_id: values.district_id,
      city_id: values.city_id,
      pin_code: values.pin_code,
      address: values.address,
      phone_number: values.phone_number,
      latitude: values.latitude,
      longitude: values.longitude,
    }
    const updateTo = (addressId: number) => update.mutateAsync({ addressId, propertyId, body })
    setProblem(null)
    setSaving(true)
    try {
      let addressId = progress.addressId
      if (addressId !== null) await updateTo(addressId)
      else {
        try {
          addressId = (await create.mutateAsync({ ...body, property_id: propertyId })).id
        } catch (error) {
          // Saved before from elsewhere (another tab, a lost draft): update that address instead.
          const existing =
            error instanceof ApiError && error.status === 409
              ? (await getFullDetails(propertyId)).address?.id
              : undefined
          if (existing === undefined) throw error
          addressId = existing
          await updateTo(addressId)
        }
      }
      onSaved({ addressId })
    } catch (error) {
      setProblem(stepProblem(error, setError, FIELDS, T.addressFailed))
    } finally {
      setSaving(false)
    }
  })

  const stateField = register('state_id')
  const districtField = register('district_id')
  const cityField = register('city_id')
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Pin Code" error={errors.pin_code?.message} hint={pinHint} required>
          <Input
            {...register('pin_code')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
          />
        </Field>
        <Field label="State" error={errors.state_id?.message} required>
          <Select
            {...stateField}
            value={stateId}
            onChange={(e) => {
              void stateField.onChange(e)
              set('district_id', '')
              set('city_id', '')
            }}
            options={named(states.data)}
            placeholder={states.isPending ? 'Loading states…' : 'Select state'}
          />
        </Field>
        <Field label="District" error={errors.district_id?.message} required>
          <Select
            {...districtField}
            value={districtId}
            onChange={(e) => {
              void districtField.onChange(e)
              set('city_id', '')
            }}
            options={named(districts.data)}
            disabled={!stateId}
            placeholder={stateId ? 'Select district' : 'Select a state first'}
          />
        </Field>
        <Field label="City" error={errors.city_id?.message} required>
          <Select
            {...cityField}
            value={cityId}
            options={named(cities.data)}
            disabled={!districtId}
            placeholder={districtId ? 'Select city' : 'Select a district first'}
          />
        </Field>
      </div>
      <Field label="Address" error={errors.address?.message} required>
        <Textarea {...register('address')} rows={3} autoComplete="street-address" />
      </Field>
      {latitude !== null && longitude !== null && (
        <div className="space-y-1.5">
          <p className="text-ink text-sm font-semibold">Location on the map</p>
          <Suspense
            fallback={<div className="border-line bg-surface h-64 rounded-xl border sm:h-72" />}
          >
            <PinMap
              latitude={latitude}
              longitude={longitude}
              label="Property location pin"
              hint={SPEC_FORM_TEXTS.pinHint}
              onMove={(lat, lng) => {
                setValue('latitude', lat, { shouldDirty: true })
                setValue('longitude', lng, { shouldDirty: true })
              }}
            />
          </Suspense>
        </div>
      )}
      <PhoneField
        {...register('phone_number')}
        error={errors.phone_number?.message}
        hint="10 digits, for seekers who unlock this property"
        className="sm:max-w-xs"
        maxLength={PHONE_LENGTH}
      />
      {problem && <Alert>{problem}</Alert>}
      <WizardActions
        step={4}
        submitLabel={T.finish}
        pendingLabel="Saving…"
        pending={saving}
        onPrevious={onPrevious}
        onSkip={onSkip}
      />
    </form>
  )
}
