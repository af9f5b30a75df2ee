import { z } from 'zod'
import { EMAIL_PATTERN, NEWSLETTER_TEXTS } from './content-texts'

export * from './content-texts'

/** POST newsletter: stored once per address, lower-cased. */
export const NewsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_TEXTS.invalid })
    .trim()
    .toLowerCase()
    .max(254, NEWSLETTER_TEXTS.invalid)
    .regex(EMAIL_PATTERN, NEWSLETTER_TEXTS.invalid),
})
export type Newsletter = z.infer<typeof NewsletterSchema>
