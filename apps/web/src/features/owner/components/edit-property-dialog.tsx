import {
  DIMENSION_MAX_FEET,
  PROPERTY_DESCRIPTION_MAX_LENGTH,
  PROPERTY_NAME_MAX_LENGTH,
} from '@app/contract/limits'
import { NOTICE_LONG_MS, NOTICE_SHORT_MS } from '@app/contract/constants'
import {
  DOCUMENT_TEXTS,
  PROPERTY_TYPE_LABEL,
  PURCHASE_TYPE_LABEL,
  RECURING_TYPE_LABEL,
} from '@app/contract/listing-texts'
import type { FullDetails } from '@app/contract/owner'
import { OWNER_TEXTS as T } from '@app/contract/owner-texts'
import { FIRE_NOC_FILE_FIELD, SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Input, Select, Textarea } from '../../../components/ui/field'
import { TimedNotice } from '../../../components/ui/timed-notice'
import { ApiError } from '../../../lib/api-client'
import { createAddress } from '../api/create-address'
import { createPrice } from '../api/create-price'
import { ownerKeys } from '../api/keys'
import { updateAddress } from '../api/update-address'
import { updatePrice } from '../api/update-price'
import { updateProperty } from '../api/update-property'
import { uploadAttachment } from '../api/upload-attachment'
import {
  addressFields,
  basicFields,
  changedSections,
  priceFields,
  priceForm,
  saveNotice,
  SECTION_FIELDS,
  validateEdit,
  valuesFrom,
  withDistrict,
  withState,
  type EditField,
  type EditSection,
  type EditValues,
  type SaveNotice,
  type SectionResult,
} from '../edit-form'
import { MANAGE_UI } from '../manage-texts'
import { certificateProblem } from '../spec-values'
import { OwnerDocuments } from './owner-documents'
import { EditImages, type NewImage } from './edit-images'
import { EditLocationFields } from './edit-location-fields'
import { SpecInputs } from './spec-inputs'
import { VerifiedBadge } from '../../../components/ui/verified-badge'

const [BASIC, SPECS, PRICING, ADDRESS, IMAGES] = T.editSections

const labelled = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/** How long each result stays up (spec 001 section 9: 3 s or 5 s); problems stay longer. */
const NOTICE_MS: Record<SaveNotice['tone'], number> = {
  success: NOTICE_SHORT_MS,
  info: NOTICE_SHORT_MS,
  warning: NOTICE_LONG_MS,
  error: NOTICE_LONG_MS,
}

/**
 * 'Edit Property Details' (spec 001 sections 2 and 4): the listing's five sections in one
 * scrolling form. Save Changes sends only the sections that differ from the loaded listing, each
 * with its own call, and says what went through and what did not.
 */
export function EditPropertyDialog({
  open,
  details,
  onClose,
}: {
  open: boolean
  details: FullDetails
  onClose: () => void
}) {
  const [notice, setNotice] = useState<SaveNotice | null>(null)
  return (
    <>
      <Dialog open={open} onClose={onClose} title={T.editTitle} className="sm:max-w-3xl">
        {/* The dialog mounts its content only while open: every opening starts from the listing. */}
        <EditPropertyForm
          details={details}
          onCancel={onClose}
          onSaved={(result, done) => {
            setNotice(result)
            if (done) onClose()
          }}
        />
      </Dialog>
      {notice && (
        <TimedNotice
          open
          tone={notice.tone}
          title={notice.title}
          message={notice.message}
          durationMs={NOTICE_MS[notice.tone]}
          onDone={() => setNotice(null)}
        />
      )}
    </>
  )
}

function EditPropertyForm({
  details,
  onCancel,
  onSaved,
}: {
  details: FullDetails
  onCancel: () => void
  /** The save's result, and whether the modal has nothing left to do. */
  onSaved: (notice: SaveNotice, done: boolean) => void
}) {
  const [initial, setInitial] = useState(() => valuesFrom(details))
  const [values, setValues] = useState(initial)
  const [newImage, setNewImage] = useState<NewImage | null>(null)
  const [certificate, setCertificate] = useState<File | null>(null)
  const [certificateError, setCertificateError] = useState<string | undefined>()
  const [errors, setErrors] = useState<Partial<Record<EditField | 'image_name', string>>>({})
  const [saving, setSaving] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const queryClient = useQueryClient()

  const change = (field: EditField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors(({ [field]: _, ...rest }) => rest)
  }
  const bind = (field: EditField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  })

  /** One section's call: a new price or address when the listing has none yet. */
  async function send(section: EditSection, v: EditValues): Promise<unknown> {
    const propertyId = details.id
    if (section === 'basic')
      return updateProperty({ id: propertyId, fields: basicFields(v), certificate })
    if (section === 'pricing')
      return details.price
        ? updatePrice({ priceId: details.price.id, propertyId, body: priceForm(v) })
        : createPrice({ ...priceFields(v), property_id: propertyId })
    if (section === 'address')
      return details.address
        ? updateAddress({ addressId: details.address.id, propertyId, body: addressFields(v) })
        : createAddress({ ...addressFields(v), property_id: propertyId })
    if (!newImage) return
    const order = Math.max(0, ...details.attachments.map((a) => a.order_number)) + 1
    return uploadAttachment({
      propertyId,
      file: newImage.file,
      name: newImage.name.trim(),
      orderNumber: order,
    })
  }

  async function save(e: FormEvent) {
    e.preventDefault()
    const found = validateEdit(values, {
      hasPrice: details.price !== null,
      hasAddress: details.address !== null,
      newImageName: newImage ? newImage.name : null,
    })
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      const control = form.current?.elements.namedItem(first)
      if (control instanceof HTMLElement) control.focus()
      return
    }
    if (certificateError) return
    const sections = changedSections(initial, values, newImage !== null, certificate !== null)
    if (sections.length === 0) return onSaved(saveNotice([]), false)

    setSaving(true)
    const sent = values
    let results: SectionResult[]
    try {
      results = await Promise.all(
        sections.map((section) =>
          send(section, sent).then(
            (): SectionResult => ({ section, ok: true }),
            (error: unknown): SectionResult => ({ section, ok: false, error }),
          ),
        ),
      )
    } catch {
      setSaving(false)
      return onSaved(
        { tone: 'error', title: MANAGE_UI.noticeError, message: T.updateFailed },
        false,
      )
    }
    // The listing reloads (spec 001 section 4), and My Properties with it (both under ['owner']).
    void queryClient.invalidateQueries({ queryKey: ownerKeys.all })
    setSaving(false)

    // What went through is the new starting point; what failed stays changed, to try again.
    const saved = new Set(results.filter((r) => r.ok).map((r) => r.section))
    setInitial((before) => {
      const next = { ...before }
      for (const section of ['basic', 'pricing', 'address'] as const)
        if (saved.has(section)) for (const f of SECTION_FIELDS[section]) next[f] = sent[f]
      return next
    })
    if (saved.has('image')) setNewImage(null)
    if (saved.has('basic')) setCertificate(null)
    setErrors(serverFieldErrors(results))
    setCertificateError(certificateRefusal(results))
    onSaved(
      saveNotice(results),
      results.every((r) => r.ok),
    )
  }

  return (
    <form ref={form} onSubmit={(e) => void save(e)} noValidate className="text-ink">
      <div className="space-y-8">
        <Group title={BASIC!}>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Property Title" error={errors.name} required className="sm:col-span-2">
              <Input {...bind('name')} maxLength={PROPERTY_NAME_MAX_LENGTH} />
            </Field>
            <Field label="Property Type" error={errors.type} required>
              <Select
                {...bind('type')}
                options={labelled(PROPERTY_TYPE_LABEL)}
                placeholder="Select type"
              />
            </Field>
            <Field label="Description" error={errors.description} className="sm:col-span-3">
              <Textarea {...bind('description')} maxLength={PROPERTY_DESCRIPTION_MAX_LENGTH} />
            </Field>
          </div>
        </Group>

        <Group title={SPECS!}>
          <div className="grid grid-cols-3 items-end gap-3 sm:gap-4">
            {(['length', 'width', 'height'] as const).map((field) => (
              <Field
                key={field}
                label={`${field[0]!.toUpperCase()}${field.slice(1)} (ft)`}
                error={errors[field]}
              >
                <Input
                  {...bind(field)}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={DIMENSION_MAX_FEET}
                  step="any"
                />
              </Field>
            ))}
          </div>
          <div className="border-line mt-5 border-t pt-4">
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <h3 className="text-ink text-sm font-semibold">{SPEC_FORM_TEXTS.section}</h3>
              {details.verified && <VerifiedBadge />}
            </div>
            <p className="text-muted mb-4 text-sm">
              {details.verified
                ? SPEC_FORM_TEXTS.changeClearsVerified
                : SPEC_FORM_TEXTS.sectionHint}
            </p>
            <SpecInputs
              wide
              bind={bind}
              errors={errors}
              certificate={{
                file: certificate,
                storedPath: details.fire_noc_file,
                onPick: (file) => {
                  const refused = certificateProblem(file)
                  setCertificateError(refused ?? undefined)
                  if (refused) return
                  setCertificate(file)
                  // A certificate means a fire NOC (the server reads it so too).
                  if (values.fire_noc === '') change('fire_noc', 'yes')
                },
                error: certificateError,
              }}
            />
          </div>
        </Group>

        <Group title={PRICING!} hint={details.price ? undefined : MANAGE_UI.priceHint}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Purchase Type" error={errors.purchase_type} required>
              <Select
                {...bind('purchase_type')}
                options={labelled(PURCHASE_TYPE_LABEL)}
                placeholder="Select purchase type"
              />
            </Field>
            <Field label="Price (₹)" error={errors.price} required>
              <Input {...bind('price')} type="number" inputMode="numeric" min={0} step={1} />
            </Field>
            <Field label="Recurring Type" error={errors.recuring_type}>
              <Select
                {...bind('recuring_type')}
                options={labelled(RECURING_TYPE_LABEL)}
                placeholder="None"
              />
            </Field>
            <Field label="Security Deposit (₹)" error={errors.security_deposit}>
              <Input
                {...bind('security_deposit')}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
              />
            </Field>
          </div>
        </Group>

        <Group title={ADDRESS!} hint={details.address ? undefined : MANAGE_UI.addressHint}>
          <EditLocationFields
            values={values}
            errors={errors}
            onChange={change}
            onState={(stateId) => setValues((v) => withState(v, stateId, initial))}
            onDistrict={(districtId) => setValues((v) => withDistrict(v, districtId))}
          />
        </Group>

        <Group title={IMAGES!}>
          <EditImages
            propertyId={details.id}
            attachments={details.attachments}
            newImage={newImage}
            onNewImage={(image) => {
              setNewImage(image)
              setErrors(({ image_name: _, ...rest }) => rest)
            }}
            nameError={errors.image_name}
          />
        </Group>

        <Group title={DOCUMENT_TEXTS.heading}>
          <OwnerDocuments propertyId={details.id} attachments={details.attachments} />
        </Group>
      </div>

      {(Object.keys(errors).length > 0 || certificateError) && (
        <Alert className="mt-6">Please correct the highlighted fields.</Alert>
      )}
      {/* Stays in view while the form scrolls (the dialog is the scrolling box on phones). */}
      <div className="border-line sticky bottom-0 -mx-6 mt-6 flex flex-wrap justify-end gap-3 border-t bg-white px-6 py-4 sm:-mx-7 sm:px-7">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? MANAGE_UI.saving : T.saveChanges}
        </Button>
      </div>
    </form>
  )
}

/** A failed section's per-field messages (a 422), shown on the fields themselves. */
function serverFieldErrors(results: readonly SectionResult[]) {
  const errors: Partial<Record<EditField, string>> = {}
  for (const r of results) {
    if (r.ok || r.section === 'image' || !(r.error instanceof ApiError)) continue
    for (const [field, messages] of Object.entries(r.error.errors)) {
      const own = SECTION_FIELDS[r.section].find((f) => f === field)
      if (own && messages[0]) errors[own] = messages[0]
    }
  }
  return errors
}

/** Why the server refused a new certificate (415, 413), shown on the certificate itself. */
function certificateRefusal(results: readonly SectionResult[]) {
  for (const r of results)
    if (!r.ok && r.section === 'basic' && r.error instanceof ApiError)
      return r.error.errors[FIRE_NOC_FILE_FIELD]?.[0]
  return undefined
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-brand-800 mb-1 text-base font-bold">{title}</legend>
      {hint ? <p className="text-muted mb-3 text-sm">{hint}</p> : <div className="mb-3" />}
      {children}
    </fieldset>
  )
}
