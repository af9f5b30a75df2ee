import { FIRE_NOC_FILE_ACCEPT } from '@app/contract/upload-limits'
import { storageUrl } from '@app/contract/listing-texts'
import { SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import type { ChangeEvent, FocusEvent, InputHTMLAttributes, Ref } from 'react'
import { FileButton } from '../../../components/ui/file-button'
import { Field, Input, Select } from '../../../components/ui/field'
import { cn } from '../../../lib/cn'
import {
  FLOORING_OPTIONS,
  isWhole,
  SPEC_NUMBERS,
  SPEC_YES_NO,
  specLabel,
  YES_NO_OPTIONS,
  type SpecField,
} from '../spec-values'

/** What a form hands each control: react-hook-form's register(), or a controlled value. */
export interface SpecBinding {
  name: string
  value?: string
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => unknown
  onBlur?: (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => unknown
  ref?: Ref<HTMLInputElement | HTMLSelectElement>
}

export interface CertificateInput {
  /** A newly chosen file, not sent yet. */
  file: File | null
  /** The stored certificate's path, when there is one. */
  storedPath: string | null
  onPick: (file: File) => void
  error?: string | undefined
}

const NOT_STATED = 'Not stated'

/**
 * The warehouse specifications' controls (issue 15), shared by the wizard's step 1 and the edit
 * modal: docks, floor load, power and the distance to the highway; flooring; fire NOC and 24×7
 * security as yes / no / not stated; the fire NOC certificate. Clear height is the spec's Height,
 * among the dimensions.
 */
export function SpecInputs({
  bind,
  errors,
  certificate,
  wide = false,
}: {
  bind: (field: SpecField) => SpecBinding
  errors: Partial<Record<SpecField, string | undefined>>
  certificate: CertificateInput
  /**
   * The edit modal's width: four numbers to a row from 640 px, two yes/no lists on phones. The
   * wizard's narrower column keeps two numbers and stacks the lists on phones.
   */
  wide?: boolean
}) {
  // Bottom-aligned: a label that wraps (the highway's, on phones) keeps its input in line.
  return (
    <div className="space-y-4">
      <div className={cn('grid grid-cols-2 items-end gap-3 sm:gap-4', wide && 'sm:grid-cols-4')}>
        {SPEC_NUMBERS.map((field) => (
          <Field key={field} label={specLabel(field)} error={errors[field]}>
            <Input
              {...(bind(field) as InputHTMLAttributes<HTMLInputElement>)}
              type="number"
              inputMode={isWhole(field) ? 'numeric' : 'decimal'}
              min={0}
              step={isWhole(field) ? 1 : 'any'}
            />
          </Field>
        ))}
      </div>
      {/* 'Not stated' needs more than half the wizard's column on a phone. */}
      <div
        className={cn(
          'grid items-end gap-3 sm:grid-cols-3 sm:gap-4',
          wide ? 'grid-cols-2' : 'grid-cols-1',
        )}
      >
        <Field label={specLabel('flooring')} error={errors.flooring}>
          <Select
            {...(bind('flooring') as InputHTMLAttributes<HTMLSelectElement>)}
            options={FLOORING_OPTIONS}
            placeholder={NOT_STATED}
          />
        </Field>
        {SPEC_YES_NO.map((field) => (
          <Field key={field} label={specLabel(field)} error={errors[field]}>
            <Select
              {...(bind(field) as InputHTMLAttributes<HTMLSelectElement>)}
              options={YES_NO_OPTIONS}
              placeholder={NOT_STATED}
            />
          </Field>
        ))}
      </div>
      <Field label={SPEC_FORM_TEXTS.certificate} error={certificate.error}>
        <CertificatePicker {...certificate} />
      </Field>
    </div>
  )
}

/**
 * The certificate: the stored one as a download link, a 'Choose file' button (the file input
 * stays in the tab order, visually hidden, named by the Field's label) and the chosen file's name.
 */
function CertificatePicker({
  file,
  storedPath,
  onPick,
  error: _error,
  ...input
}: CertificateInput &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <FileButton
        accept={FIRE_NOC_FILE_ACCEPT}
        {...input}
        onFiles={([chosen]) => {
          if (chosen) onPick(chosen)
        }}
      >
        {file || storedPath ? 'Replace file' : 'Choose file'}
      </FileButton>
      <p className="text-muted min-w-0 text-sm break-all">
        {file ? (
          file.name
        ) : storedPath ? (
          <a
            href={storageUrl(storedPath)}
            download
            className="text-brand-600 font-medium underline underline-offset-2"
          >
            {SPEC_FORM_TEXTS.certificateDownload}
          </a>
        ) : (
          SPEC_FORM_TEXTS.certificateHint
        )}
      </p>
    </div>
  )
}
