/** Content texts free of Zod, for the home page's first chunk. `content.ts` re-exports them. */

/** The newsletter call to action (spec 000 section 5). */
export const NEWSLETTER_TEXTS = {
  invalid: 'Your Email is not valid! Provide valid email',
  done: 'Congratulations! You Have Submitted Successfully.',
  /** Ours: the spec has no text for a flood of sign-ups from one address. */
  tooMany: 'Too many sign-ups from your network. Please try again later.',
} as const

/** A plain e-mail shape check the browser can run without the validation library. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
