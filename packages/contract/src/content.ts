import { z } from 'zod'
import { EMAIL_PATTERN, NEWSLETTER_TEXTS } from './content-texts'
import { EMAIL_MAX_LENGTH } from './limits'

export * from './content-texts'

/** POST newsletter: stored once per address, lower-cased. */
export const NewsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_TEXTS.invalid })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { message: NEWSLETTER_TEXTS.invalid, abort: true })
    .regex(EMAIL_PATTERN, NEWSLETTER_TEXTS.invalid),
})
export type Newsletter = z.infer<typeof NewsletterSchema>
