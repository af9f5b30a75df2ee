import { PlusIcon, Trash2Icon } from 'lucide-react'
import { VISIT_NOTE_MAX_LENGTH, VISIT_SLOTS_MAX, VISIT_TEXTS } from '@app/contract/visits'
import { useId, useState } from 'react'
import { useFieldArray } from 'react-hook-form'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Input, Select, Textarea } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { useZodForm } from '../../../lib/use-zod-form'
import { useRequestVisit } from '../api/request-visit'
import { SLOT_TIMES, slotDateRange } from '../slots'
import { placeApiErrors, VisitFormSchema, type VisitFormInput } from '../visit-form'
import { VISIT_UI } from '../visit-texts'

const EMPTY_ROW = { date: '', time: '' }
const LEAD = `Propose up to ${VISIT_SLOTS_MAX} times that suit you (India time, 8 am to 8 pm). The owner accepts one or declines.`
const DEFAULTS: VisitFormInput = { slots: [EMPTY_ROW], note: '' }

/**
 * Request a site visit (issue 30): one to VISIT_SLOTS_MAX slots, each an India date (today to
 * VISIT_DAYS_AHEAD days on) and a time (8 am to 8 pm, every half hour), and an optional note.
 * Checked with the API's messages before it goes; the API's own field messages land on the
 * row they are about. Loaded on first use (it brings the form library and Zod).
 */
export function RequestVisitDialog({
  open,
  onClose,
  propertyId,
}: {
  open: boolean
  onClose: () => void
  propertyId: number
}) {
  const formId = useId()
  const toast = useToast()
  const request = useRequestVisit()
  const [problem, setProblem] = useState<string | null>(null)
  // The date input's bounds, from when the dialog was first drawn (the check reads the clock).
  const [range] = useState(() => slotDateRange(Date.now()))
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    getValues,
    setError,
    formState: { errors },
  } = useZodForm(VisitFormSchema, DEFAULTS)
  const rows = useFieldArray({ control, name: 'slots' })
  const noteLength = watch('note')?.length ?? 0

  const close = () => {
    reset(DEFAULTS)
    setProblem(null)
    request.reset()
    onClose()
  }
  const onSubmit = handleSubmit((body) => {
    setProblem(null)
    request.mutate(
      { property_id: propertyId, ...body },
      {
        onSuccess: () => {
          toast.success(VISIT_TEXTS.requested)
          close()
        },
        onError: (error) =>
          setProblem(
            placeApiErrors(error, getValues('slots'), (path, message) =>
              setError(path, { type: 'server', message }, { shouldFocus: true }),
            ),
          ),
      },
    )
  })

  return (
    <Dialog
      open={open}
      onClose={close}
      title={VISIT_UI.dialogTitle}
      className="max-w-xl"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {VISIT_UI.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={request.isPending}>
            {request.isPending ? VISIT_UI.sending : VISIT_UI.send}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={onSubmit}
        noValidate
        aria-label={VISIT_UI.dialogTitle}
        className="space-y-5"
      >
        <p className="text-sm">{LEAD}</p>
        {rows.fields.map((row, i) => {
          const rowErrors = errors.slots?.[i]
          return (
            <fieldset key={row.id} className="border-line rounded-xl border p-3 sm:p-4">
              <legend className="text-ink px-1 text-sm font-semibold">
                {VISIT_UI.slotLegend(i + 1)}
              </legend>
              <div className="flex items-start gap-2">
                <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                  <Field label={VISIT_UI.date} error={rowErrors?.date?.message} required>
                    <Input
                      type="date"
                      min={range.min}
                      max={range.max}
                      {...register(`slots.${i}.date`)}
                    />
                  </Field>
                  <Field label={VISIT_UI.time} error={rowErrors?.time?.message} required>
                    <Select
                      options={[...SLOT_TIMES]}
                      placeholder={VISIT_UI.chooseTime}
                      {...register(`slots.${i}.time`)}
                    />
                  </Field>
                </div>
                {rows.fields.length > 1 && (
                  <button
                    type="button"
                    className="text-muted hover:bg-surface mt-7 grid size-11 shrink-0 place-items-center rounded-lg hover:text-red-700"
                    aria-label={VISIT_UI.removeSlot(i + 1)}
                    onClick={() => rows.remove(i)}
                  >
                    <Trash2Icon className="size-4.5" aria-hidden="true" />
                  </button>
                )}
              </div>
            </fieldset>
          )
        })}
        {rows.fields.length < VISIT_SLOTS_MAX && (
          <Button variant="outline" size="sm" onClick={() => rows.append({ ...EMPTY_ROW })}>
            <PlusIcon className="size-4" />
            {VISIT_UI.addSlot}
          </Button>
        )}
        <Field label={VISIT_UI.note} error={errors.note?.message} hint={VISIT_UI.noteHint}>
          <Textarea rows={3} maxLength={VISIT_NOTE_MAX_LENGTH} {...register('note')} />
        </Field>
        <p className="text-muted -mt-3 text-right text-xs">{`${noteLength} / ${VISIT_NOTE_MAX_LENGTH}`}</p>
        {problem && <Alert>{problem}</Alert>}
      </form>
    </Dialog>
  )
}
