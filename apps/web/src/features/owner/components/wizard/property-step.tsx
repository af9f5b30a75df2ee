import { PROPERTY_TYPE_LABEL } from '@app/contract/listing-texts'
import { CreatePropertyBodySchema, OWNER_TEXTS as T } from '@app/contract/owner'
import { useEffect, useState } from 'react'
import { Alert } from '../../../../components/ui/alert'
import { Field, Input, Select, Textarea } from '../../../../components/ui/field'
import { useZodForm } from '../../../../lib/use-zod-form'
import { useCreateProperty } from '../../api/create-property'
import { getFullDetails } from '../../api/get-full-details'
import { useUpdateProperty } from '../../api/update-property'
import { checkFile, type FileProblem } from '../../file-checks'
import { EMPTY_VALUES } from '../../wizard-values'
import { FileProblemDialog } from './file-problem-dialog'
import { ImagePicker } from './image-picker'
import { stepProblem } from './step-errors'
import type { StepProps } from './step-types'
import { WizardActions } from './wizard-actions'

const PropertyFormSchema = CreatePropertyBodySchema.omit({ user_id: true })
const FIELDS = ['name', 'type', 'length', 'width', 'height', 'description'] as const
const TYPE_OPTIONS = Object.entries(PROPERTY_TYPE_LABEL).map(([value, label]) => ({
  value,
  label,
}))
const DIMENSIONS = [
  ['length', 'Length (ft)'],
  ['width', 'Width (ft)'],
  ['height', 'Height (ft)'],
] as const

/**
 * Step 1 (spec 001 sections 2 and 5): title, type, dimensions, cover image and description.
 * Creates the property, or updates it when one exists. The image is required unless the
 * property exists or a stored preview is present.
 */
export function PropertyStep({
  progress,
  onValues,
  onSaved,
  onPrevious,
  onSkip,
}: StepProps<'property'>) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useZodForm(PropertyFormSchema, progress.values.property)
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const create = useCreateProperty()
  const update = useUpdateProperty()
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    const { unsubscribe } = watch((values) =>
      onValues('property', { ...EMPTY_VALUES.property, ...(values as object) }),
    )
    return unsubscribe
  }, [watch, onValues])

  const needsImage = progress.propertyId === null && !image && !progress.previewImage
  const checkImage = () => {
    setImageError(needsImage ? T.imageRequired : null)
    setProblem(needsImage ? T.imageRequiredNotice : null)
    return !needsImage
  }

  const pick = (file: File) => {
    const refused = checkFile(file, 'cover')
    if (refused) {
      setFileProblem(refused)
      return false
    }
    setImage(file)
    setImageError(null)
    setProblem(null)
    return true
  }

  const onSubmit = handleSubmit(async (values) => {
    if (!checkImage()) return
    const fields = {
      name: values.name,
      type: values.type,
      length: values.length,
      width: values.width,
      height: values.height,
      description: values.description,
    }
    setSaving(true)
    try {
      let id = progress.propertyId
      if (id !== null) await update.mutateAsync({ id, fields, image })
      else {
        const created = await create.mutateAsync({ fields, image })
        if (!created?.id) return setProblem(T.missingId)
        id = created.id
      }
      // The stored cover's path, for the preview when the owner comes back to this step.
      const previewImage = image
        ? ((await getFullDetails(id).catch(() => null))?.image ?? progress.previewImage)
        : progress.previewImage
      onSaved({ propertyId: id, propertyName: values.name, previewImage })
    } catch (error) {
      setProblem(stepProblem(error, setError, FIELDS, T.saveFailed))
    } finally {
      setSaving(false)
    }
  }, checkImage)

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Property Title" error={errors.name?.message} required>
        <Input
          {...register('name')}
          autoComplete="off"
          placeholder="e.g. Bhiwandi logistics godown"
        />
      </Field>
      <Field label="Property Type" error={errors.type?.message} required>
        <Select {...register('type')} options={TYPE_OPTIONS} placeholder="Select property type" />
      </Field>
      <fieldset>
        <legend className="text-ink mb-1.5 text-sm font-semibold">Dimensions</legend>
        <div className="grid grid-cols-3 gap-3">
          {DIMENSIONS.map(([key, label]) => (
            <Field key={key} label={label} error={errors[key]?.message}>
              <Input {...register(key)} type="number" inputMode="decimal" min={1} step="any" />
            </Field>
          ))}
        </div>
      </fieldset>
      <Field
        label="Upload Image"
        error={imageError ?? undefined}
        required={progress.propertyId === null}
      >
        <ImagePicker
          file={image}
          storedPath={progress.previewImage}
          onPick={pick}
          alt={progress.propertyName ?? 'The chosen property image'}
        />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <Textarea
          {...register('description')}
          rows={5}
          placeholder="Access roads, docks, floor, power, water…"
        />
      </Field>
      {problem && <Alert>{problem}</Alert>}
      <WizardActions
        step={1}
        submitLabel={T.saveAndContinue}
        pendingLabel="Saving…"
        pending={saving}
        onPrevious={onPrevious}
        onSkip={onSkip}
      />
      <FileProblemDialog problem={fileProblem} onClose={() => setFileProblem(null)} />
    </form>
  )
}
