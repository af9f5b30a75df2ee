import { EMAIL_PATTERN, NEWSLETTER_TEXTS } from '@app/contract/content-texts'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api-client'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter'

interface NewsletterForm {
  email: string
}

/** The newsletter call to action (spec 000 section 5). */
export function Newsletter() {
  const toast = useToast()
  const subscribe = useSubscribeNewsletter()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewsletterForm>({ defaultValues: { email: '' } })

  const onSubmit = handleSubmit(({ email }) =>
    subscribe.mutateAsync(email.trim()).then(
      () => {
        toast.success(NEWSLETTER_TEXTS.done)
        reset()
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 422)
          setError('email', { message: NEWSLETTER_TEXTS.invalid })
        else toast.error(error instanceof Error ? error.message : String(error))
      },
    ),
  )

  const error = errors.email?.message
  return (
    <section aria-labelledby="newsletter-title" className="bg-brand-50 py-14 sm:py-16">
      <div className="container-page grid items-center gap-8 lg:grid-cols-2">
        <div>
          <p className="text-accent-700 text-sm font-bold tracking-wider uppercase">Newsletter</p>
          <h2 id="newsletter-title" className="mt-2 text-3xl">
            New listings, straight to your inbox
          </h2>
          <p className="text-muted mt-3 text-lg">
            Leave your e-mail and hear about fresh godowns and warehouses first.
          </p>
        </div>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="w-full">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id="newsletter-email"
              type="email"
              autoComplete="email"
              placeholder="Enter your email"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'newsletter-error' : undefined}
              className="h-13 flex-1"
              {...register('email', {
                required: NEWSLETTER_TEXTS.invalid,
                pattern: { value: EMAIL_PATTERN, message: NEWSLETTER_TEXTS.invalid },
              })}
            />
            <Button type="submit" size="lg" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
            </Button>
          </div>
          {error && (
            <p id="newsletter-error" role="alert" className="mt-2 text-sm font-medium text-red-600">
              {error}
            </p>
          )}
        </form>
      </div>
    </section>
  )
}
