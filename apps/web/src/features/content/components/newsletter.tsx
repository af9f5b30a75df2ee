import { EMAIL_PATTERN } from '@app/contract/limits'
import { NEWSLETTER_TEXTS } from '@app/contract/content-texts'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/form-errors'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter'

/**
 * The newsletter call to action (spec 000 section 5). One field, so plain state: the home page
 * stays free of the form library.
 */
export function Newsletter() {
  const toast = useToast()
  const subscribe = useSubscribeNewsletter()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!EMAIL_PATTERN.test(value)) return setError(NEWSLETTER_TEXTS.invalid)
    setError(null)
    subscribe.mutate(value, {
      onSuccess: () => {
        toast.success(NEWSLETTER_TEXTS.done)
        setEmail('')
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 422)
          setError(NEWSLETTER_TEXTS.invalid)
        else toast.error(errorMessage(failure))
      },
    })
  }

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
        <form noValidate onSubmit={onSubmit} className="w-full">
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
              // Grows along the row from 640 px; in the phone's column a flex basis of 0 would
              // squash it to its text (21 px): there it keeps its own height.
              className="min-h-13 sm:min-w-0 sm:flex-1"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
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
