import { ATTACHMENT_ORDER_MAX } from '@app/contract/limits'
import { ATTACHMENT_ACCEPT } from '@app/contract/upload-limits'
import { storageUrl } from '@app/contract/listing-texts'
import { CreateAttachmentBodySchema, OWNER_TEXTS as T } from '@app/contract/owner'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useFieldArray } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '../../../../components/ui/alert'
import { Button, buttonClass } from '../../../../components/ui/button'
import { FileButton } from '../../../../components/ui/file-button'
import { Field, Input } from '../../../../components/ui/field'
import { ApiError } from '../../../../lib/api-client'
import { errorMessage } from '../../../../lib/form-errors'
import { useZodForm } from '../../../../lib/use-zod-form'
import { useDeleteAttachment } from '../../api/delete-attachment'
import { useAttachments } from '../../api/get-attachments'
import { ownerKeys } from '../../api/keys'
import { uploadAttachment } from '../../api/upload-attachment'
import { checkFile, type FileProblem } from '../../file-checks'
import { FileProblemDialog } from './file-problem-dialog'
import type { StepProps } from './step-types'
import { WizardActions } from './wizard-actions'
import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { formatFileSize } from '../../../../lib/documents'

const RowSchema = CreateAttachmentBodySchema.pick({
  name: true,
  order_number: true,
  description: true,
}).extend({ file: z.instanceof(File) })
const AttachmentsFormSchema = z.object({ files: z.array(RowSchema) })
type Row = z.input<typeof RowSchema>

/** A file's name without its extension: the default name of its attachment. */
const baseName = (name: string) => name.replace(/\.[^.]+$/, '') || name
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** Why an upload failed: the server's message and its per-field messages as "field: messages". */
interface UploadFailure {
  file: string
  message: string | null
  fields: string[]
}

/**
 * Step 3 (spec 001 sections 2 and 5): several files, each with a name, an order and a
 * description, checked in the browser first and sent one request per file; the property's
 * files already stored are listed with View and Remove. With files already stored, the owner
 * may go on without adding more.
 */
export function AttachmentsStep({ progress, onSaved, onPrevious, onSkip }: StepProps) {
  const propertyId = progress.propertyId
  const existing = useAttachments(propertyId ?? undefined)
  const queryClient = useQueryClient()
  const stored = existing.data ?? []
  const remove = useDeleteAttachment()
  const { control, register, handleSubmit, formState } = useZodForm(AttachmentsFormSchema, {
    files: [],
  })
  const rows = useFieldArray({ control, name: 'files' })
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<UploadFailure | null>(null)
  const [sending, setSending] = useState<{ done: number; of: number } | null>(null)
  const pickerId = useId()

  const nextOrder = (added: number) =>
    Math.min(
      ATTACHMENT_ORDER_MAX,
      Math.max(
        0,
        ...stored.map((a) => a.order_number),
        ...rows.fields.map((r) => Number(r.order_number) || 0),
      ) +
        added +
        1,
    )

  const pick = (files: File[]) => {
    const accepted: Row[] = []
    let refused: FileProblem | null = null
    for (const file of files) {
      const check = checkFile(file, 'attachment')
      if (check) refused ??= check
      else
        accepted.push({
          file,
          name: baseName(file.name),
          order_number: String(nextOrder(accepted.length)),
          description: '',
        })
    }
    if (accepted.length > 0) {
      rows.append(accepted)
      setProblem(null)
    }
    if (refused) setFileProblem(refused)
  }

  const onSubmit = handleSubmit(async ({ files }) => {
    setProblem(null)
    setFailure(null)
    if (propertyId === null) return setProblem(T.attachmentsFailed)
    if (files.length === 0) {
      if (stored.length > 0) return onSaved({})
      return setProblem(T.filesRequired)
    }
    let done = 0
    let current = ''
    setSending({ done, of: files.length })
    try {
      for (const row of files) {
        current = row.file.name
        await uploadAttachment({
          propertyId,
          file: row.file,
          name: row.name ?? baseName(row.file.name),
          orderNumber: row.order_number,
          description: row.description,
        })
        done += 1
        setSending({ done, of: files.length })
      }
      await existing.refetch()
      onSaved({})
    } catch (error) {
      // What went up stays up: those rows leave the list, so trying again sends only the rest.
      rows.remove(Array.from({ length: done }, (_, i) => i))
      void existing.refetch()
      setFailure({
        file: current,
        message: error instanceof ApiError ? error.message : null,
        fields:
          error instanceof ApiError
            ? Object.entries(error.errors).map(([field, m]) => `${field}: ${m.join(', ')}`)
            : [],
      })
    } finally {
      setSending(null)
      // The property's completion and My Properties change with its files.
      if (done > 0) void queryClient.invalidateQueries({ queryKey: ownerKeys.all })
    }
  })

  const removeStored = (id: number) => {
    setProblem(null)
    if (propertyId === null) return
    remove.mutate(
      { id, propertyId },
      { onError: (error) => setProblem(errorMessage(error, 'Failed to remove the file')) },
    )
  }

  const rowErrors = formState.errors.files
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <section aria-labelledby={`${pickerId}-stored`}>
        <h3 id={`${pickerId}-stored`} className="text-base font-semibold">
          Files on this property
        </h3>
        {existing.isPending ? (
          <p className="text-muted mt-2 text-sm">Loading files…</p>
        ) : existing.isError ? (
          <p className="text-muted mt-2 text-sm">{errorMessage(existing.error)}</p>
        ) : stored.length === 0 ? (
          <p className="border-line text-muted mt-3 rounded-xl border border-dashed px-4 py-5 text-center text-sm">
            No files yet.
          </p>
        ) : (
          <ul className="divide-line border-line mt-3 divide-y rounded-xl border">
            {[...stored]
              .sort((a, b) => a.order_number - b.order_number)
              .map((a) => (
                <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                  <span className="bg-brand-50 text-brand-800 grid size-9 shrink-0 place-items-center rounded-lg text-xs font-bold uppercase">
                    {a.order_number}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{a.name}</span>
                    <span className="text-muted block text-xs capitalize">
                      {a.attachment_type}
                      {a.description ? ` · ${a.description}` : ''}
                    </span>
                  </span>
                  <span className="flex gap-2">
                    <a
                      href={storageUrl(a.img_url)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClass('outline', 'sm')}
                      aria-label={`View ${a.name}`}
                    >
                      View
                    </a>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50"
                      aria-label={`Remove ${a.name}`}
                      disabled={remove.isPending && remove.variables.id === a.id}
                      onClick={() => removeStored(a.id)}
                    >
                      Remove
                    </Button>
                  </span>
                </li>
              ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${pickerId}-new`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={`${pickerId}-new`} className="text-base font-semibold">
            Add files
          </h3>
          <div>
            <FileButton
              id={pickerId}
              multiple
              accept={ATTACHMENT_ACCEPT}
              aria-describedby={`${pickerId}-hint`}
              onFiles={pick}
            >
              Choose files
            </FileButton>
          </div>
        </div>
        <p id={`${pickerId}-hint`} className="text-muted mt-1 text-sm">
          Photos, plans, documents or videos (JPG, PNG, GIF, SVG, PDF, DOC, DOCX, TXT, MP4, WEBM,
          OGG, MOV, AVI), up to {formatFileSize(MAX_UPLOAD_BYTES)} each.
        </p>
        {rows.fields.length > 0 && (
          <ol className="mt-4 space-y-3">
            {rows.fields.map((row, index) => (
              <li key={row.id} className="border-line bg-surface/60 rounded-xl border p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 text-sm">
                    <span className="block font-medium break-all">{row.file.name}</span>
                    <span className="text-muted">{sizeText(row.file.size)}</span>
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="shrink-0 text-red-700 hover:bg-red-50"
                    aria-label={`Remove ${row.file.name}`}
                    disabled={sending !== null}
                    onClick={() => rows.remove(index)}
                  >
                    Remove
                  </Button>
                </div>
                <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,3fr)]">
                  <Field label="Name" error={rowErrors?.[index]?.name?.message} required>
                    <Input {...register(`files.${index}.name`)} autoComplete="off" />
                  </Field>
                  <Field label="Order" error={rowErrors?.[index]?.order_number?.message}>
                    <Input
                      {...register(`files.${index}.order_number`)}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                    />
                  </Field>
                  <Field label="Description" error={rowErrors?.[index]?.description?.message}>
                    <Input {...register(`files.${index}.description`)} autoComplete="off" />
                  </Field>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      {problem && <Alert>{problem}</Alert>}
      {failure && (
        <Alert>
          <p className="font-semibold">{T.attachmentsFailed}</p>
          {failure.message && (
            <p className="mt-1 font-normal">
              {failure.file}: {failure.message}
            </p>
          )}
          {failure.fields.length > 0 && (
            <ul className="mt-1 list-disc pl-5 font-normal">
              {failure.fields.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <WizardActions
        step={3}
        submitLabel={T.saveAndContinue}
        pendingLabel={sending ? `Uploading ${sending.done + 1} of ${sending.of}…` : 'Uploading…'}
        pending={sending !== null}
        onPrevious={onPrevious}
        onSkip={onSkip}
      />
      <FileProblemDialog problem={fileProblem} onClose={() => setFileProblem(null)} />
    </form>
  )
}
