import { DownloadIcon } from 'lucide-react'
import { CompanyProfileSchema } from '@app/contract/content'
import { NAME_MAX_LENGTH, PHONE_LENGTH } from '@app/contract/limits'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Input } from '../../../components/ui/field'
import { PhoneField } from '../../../components/ui/phone-field'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useDownloadCompanyProfile } from '../api/download-company-profile'
import { ContentIcon } from './content-icon'

const EMPTY = { name: '', email: '', phone_number: '' }

/** Name, e-mail and phone; on success the PDF is saved, then `onDone` closes the modal. */
function ProfileForm({ onDone }: { onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(CompanyProfileSchema, EMPTY)
  const download = useDownloadCompanyProfile()
  const [problem, setProblem] = useState<string | null>(null)

  const onSubmit = handleSubmit((values) => {
    setProblem(null)
    download.mutate(values, {
      onSuccess: () => {
        reset(EMPTY)
        onDone()
      },
      onError: (error) =>
        setProblem(applyApiErrors(error, setError, ['name', 'email', 'phone_number'])),
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p>Tell us who you are and the brochure downloads at once.</p>
      <Field label="Name" error={errors.name?.message} required>
        <Input {...register('name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} autoFocus />
      </Field>
      <Field label="Email" error={errors.email?.message} required>
        <Input {...register('email')} type="email" autoComplete="email" />
      </Field>
      <PhoneField
        {...register('phone_number')}
        error={errors.phone_number?.message}
        maxLength={PHONE_LENGTH}
        required
      />
      {problem && <Alert>{problem}</Alert>}
      <Button type="submit" className="w-full" disabled={download.isPending}>
        <DownloadIcon className="size-4 shrink-0" />
        {download.isPending ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
    </form>
  )
}

/**
 * The company profile download (spec 000 section 4): a button opens the modal form; once the
 * PDF is saved as Company-Profile.pdf the modal closes, and the form (unmounted) starts empty.
 */
export function CompanyProfileSection() {
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="company-profile-title" className="py-14 sm:py-20">
      <div className="container-page">
        <div className="bg-brand-800 flex flex-col gap-6 rounded-2xl p-6 text-white shadow-lg sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-5">
            <span
              aria-hidden="true"
              className="bg-accent-500 text-brand-900 hidden size-14 shrink-0 place-items-center rounded-2xl sm:grid"
            >
              <ContentIcon name="document" className="size-7" />
            </span>
            <div>
              <h2 id="company-profile-title" className="text-2xl text-white sm:text-3xl">
                Download our company profile
              </h2>
              <p className="text-brand-100 mt-2 max-w-xl leading-relaxed">
                A two-page brochure with what we do, how it works and the cities, listings and
                square feet on the marketplace today.
              </p>
            </div>
          </div>
          <Button variant="accent" size="lg" className="shrink-0" onClick={() => setOpen(true)}>
            <DownloadIcon className="size-4 shrink-0" />
            Download Company Profile
          </Button>
        </div>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title="Company Profile">
        <ProfileForm onDone={() => setOpen(false)} />
      </Dialog>
    </section>
  )
}
