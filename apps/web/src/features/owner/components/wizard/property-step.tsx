import { ChevronRightIcon } from 'lucide-react'
import { PROPERTY_TYPE_LABEL } from '@app/contract/listing-texts'
import { CreatePropertyBodySchema, OWNER_TEXTS as T } from '@app/contract/owner'
import { FIRE_NOC_FILE_FIELD, SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import { useEffect, useState } from 'react'
import { Alert } from '../../../../components/ui/alert'
import { Field, Input, Select, Textarea } from '../../../../components/ui/field'
import { ApiError } from '../../../../lib/api-client'
import { useZodForm } from '../../../../lib/use-zod-form'
import { useCreateProperty } from '../../api/create-property'
import { getFullDetails, useFullDetails } from '../../api/get-full-details'
import { useUpdateProperty } from '../../api/update-property'
import { checkFile, type FileProblem } from '../../file-checks'
import { certificateProblem, SPEC_FIELDS } from '../../spec-values'
import { EMPTY_VALUES } from '../../wizard-values'
import { SpecInputs } from '../spec-inputs'
import { FileProblemDialog } from './file-problem-dialog'
import { ImagePicker } from './image-picker'
import { stepProblem } from './step-errors'
import type { StepProps } from './step-types'
import { WizardActions } from './wizard-actions'

const PropertyFormSchema = CreatePropertyBodySchema.omit({ user_id: true })
const FIELDS = ['name', 'type', 'length', 'width', 'height', 'description', ...SPEC_FIELDS] as const
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
 * Step 1 (spec 001 sections 2 and 5): title, type, dimensions, cover image and description, and
 * the optional warehouse specifications with the fire NOC certificate (issue 15), folded away
 * until opened. Creates the property, or updates it when one exists. The image is required
 * unless the property exists or a stored preview is present.
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
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useZodForm(PropertyFormSchema, progress.values.property)
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [certificate, setCertificate] = useState<File | null>(null)
  const [certificateError, setCertificateError] = useState<string | undefined>()
  // The stored certificate, for its download link when the owner comes back to this step.
  const storedCertificate = useFullDetails(progress.propertyId ?? undefined).data?.fire_noc_file
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

  const specValues = progress.values.property
  const [specsOpen, setSpecsOpen] = useState(() =>
    SPEC_FIELDS.some((f) => (specValues[f] ?? '') !== ''),
  )
  const pickCertificate = (file: File) => {
    const refused = certificateProblem(file)
    setCertificateError(refused ?? undefined)
    if (refused) return
    setCertificate(file)
    // A certificate means a fire NOC (the server reads it so too).
    if (!getValues('fire_noc')) setValue('fire_noc', 'yes', { shouldDirty: true })
  }

  const onSubmit = handleSubmit(
    async (values) => {
      if (!checkImage()) return
      const fields = {
        name: values.name,
        type: values.type,
        length: values.length,
        width: values.width,
        height: values.height,
        description: values.description,
        docks: values.docks,
        floor_load: values.floor_load,
        power_kva: values.power_kva,
        highway_km: values.highway_km,
        flooring: values.flooring,
        fire_noc: values.fire_noc,
        security_24x7: values.security_24x7,
      }
      setSaving(true)
      try {
        let id = progress.propertyId
        if (id !== null) await update.mutateAsync({ id, fields, image, certificate })
        else {
          const created = await create.mutateAsync({ fields, image, certificate })
          if (!created?.id) return setProblem(T.missingId)
          id = created.id
        }
        // The stored cover's path, for the preview when the owner comes back to this step.
        const previewImage = image
          ? ((await getFullDetails(id).catch(() => null))?.image ?? progress.previewImage)
          : progress.previewImage
        setCertificate(null)
        onSaved({ propertyId: id, propertyName: values.name, previewImage })
      } catch (error) {
        const refused = error instanceof ApiError && error.errors[FIRE_NOC_FILE_FIELD]?.[0]
        if (refused) {
          setCertificateError(refused)
          setSpecsOpen(true)
          setProblem(null)
        } else setProblem(stepProblem(error, setError, FIELDS, T.saveFailed))
      } finally {
        setSaving(false)
      }
    },
    (invalid) => {
      if (SPEC_FIELDS.some((f) => invalid[f])) setSpecsOpen(true)
      checkImage()
    },
  )

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
      <details
        open={specsOpen}
        onToggle={(e) => setSpecsOpen(e.currentTarget.open)}
        className="border-line group rounded-xl border"
      >
        <summary className="hover:bg-surface flex cursor-pointer list-none items-start gap-3 rounded-xl px-4 py-3 [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon className="text-muted mt-0.5 size-5 shrink-0 transition-transform group-open:rotate-90" />
          <span className="min-w-0">
            <span className="text-ink block font-semibold">{SPEC_FORM_TEXTS.section}</span>
            <span className="text-muted block text-sm">{SPEC_FORM_TEXTS.sectionHint}</span>
          </span>
        </summary>
        <div className="border-line border-t px-4 pt-4 pb-5">
          <SpecInputs
            bind={(field) => register(field)}
            errors={Object.fromEntries(SPEC_FIELDS.map((f) => [f, errors[f]?.message]))}
            certificate={{
              file: certificate,
              storedPath: storedCertificate ?? null,
              onPick: pickCertificate,
              error: certificateError,
            }}
          />
        </div>
      </details>
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
