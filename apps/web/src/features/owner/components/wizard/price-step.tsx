import { PURCHASE_TYPE_LABEL, RECURING_TYPE_LABEL } from '@app/contract/listing-texts'
import { CreatePriceBodySchema, OWNER_TEXTS as T } from '@app/contract/owner'
import { useEffect, useState } from 'react'
import { Alert } from '../../../../components/ui/alert'
import { Field, Input, Select } from '../../../../components/ui/field'
import { ApiError } from '../../../../lib/api-client'
import { useZodForm } from '../../../../lib/use-zod-form'
import { useCreatePrice } from '../../api/create-price'
import { getFullDetails } from '../../api/get-full-details'
import { useUpdatePrice } from '../../api/update-price'
import { EMPTY_VALUES } from '../../wizard-values'
import { stepProblem } from './step-errors'
import type { StepProps } from './step-types'
import { WizardActions } from './wizard-actions'

const PriceFormSchema = CreatePriceBodySchema.omit({ property_id: true })
const FIELDS = ['purchase_type', 'price', 'recuring_type', 'security_deposit'] as const
const options = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/**
 * Step 2 (spec 001 section 2): the property's name (read-only), purchase type, price, how often
 * it recurs (the seven values) and the security deposit. Creates the price, or updates it.
 */
export function PriceStep({ progress, onValues, onSaved, onPrevious, onSkip }: StepProps<'price'>) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useZodForm(PriceFormSchema, progress.values.price)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const create = useCreatePrice()
  const update = useUpdatePrice()

  useEffect(() => {
    const { unsubscribe } = watch((values) =>
      onValues('price', { ...EMPTY_VALUES.price, ...(values as object) }),
    )
    return unsubscribe
  }, [watch, onValues])

  const onSubmit = handleSubmit(async (values) => {
    const propertyId = progress.propertyId
    if (propertyId === null) return setProblem(T.priceFailed)
    const fields = {
      price: values.price,
      purchase_type: values.purchase_type,
      recuring_type: values.recuring_type,
      security_deposit: values.security_deposit,
    }
    const updateTo = (priceId: number) =>
      update.mutateAsync({
        priceId,
        propertyId,
        body: { ...fields, property_id: propertyId, _method: 'PUT' },
      })
    setProblem(null)
    setSaving(true)
    try {
      let priceId = progress.priceId
      if (priceId !== null) await updateTo(priceId)
      else {
        try {
          priceId = (await create.mutateAsync({ ...fields, property_id: propertyId })).id
        } catch (error) {
          // Saved before from elsewhere (another tab, a lost draft): update that price instead.
          const existing =
            error instanceof ApiError && error.status === 409
              ? (await getFullDetails(propertyId)).price?.id
              : undefined
          if (existing === undefined) throw error
          priceId = existing
          await updateTo(priceId)
        }
      }
      onSaved({ priceId })
    } catch (error) {
      setProblem(stepProblem(error, setError, FIELDS, T.priceFailed))
    } finally {
      setSaving(false)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Property">
        <Input value={progress.propertyName ?? ''} readOnly className="bg-surface" />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Purchase Type" error={errors.purchase_type?.message} required>
          <Select
            {...register('purchase_type')}
            options={options(PURCHASE_TYPE_LABEL)}
            placeholder="Select purchase type"
          />
        </Field>
        <Field label="Price (₹)" error={errors.price?.message} required>
          <Input {...register('price')} type="number" inputMode="numeric" min={0} step={1} />
        </Field>
        <Field
          label="Recurring Type"
          error={errors.recuring_type?.message}
          hint="How often the price is paid, for rent or lease"
        >
          <Select
            {...register('recuring_type')}
            options={options(RECURING_TYPE_LABEL)}
            placeholder="Select recurring type"
          />
        </Field>
        <Field label="Security Deposit (₹)" error={errors.security_deposit?.message}>
          <Input
            {...register('security_deposit')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        </Field>
      </div>
      {problem && <Alert>{problem}</Alert>}
      <WizardActions
        step={2}
        submitLabel={T.saveAndContinue}
        pendingLabel="Saving…"
        pending={saving}
        onPrevious={onPrevious}
        onSkip={onSkip}
      />
    </form>
  )
}
