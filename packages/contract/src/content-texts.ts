/** Content texts free of Zod, for the home page's first chunk. `content.ts` re-exports them. */

/**
 * The newsletter call to action (spec 000 section 5). Plain, friendly English instead of the
 * spec's 'Your Email is not valid! Provide valid email' and 'Congratulations! You Have Submitted
 * Successfully.' (issue 25, decision 040).
 */
export const NEWSLETTER_TEXTS = {
  invalid: 'Please enter a valid e-mail address, such as name@example.com.',
  done: 'Thank you! You are subscribed to new listings.',
  /** Ours: the spec has no text for a flood of sign-ups from one address. */
  tooMany: 'Too many sign-ups from your network. Please try again later.',
} as const

/** The contact form (spec 000 sections 4 and 5: six fields, all required). Our wording. */
export const CONTACT_TEXTS = {
  userName: 'Please enter your name',
  userEmail: 'Please enter a valid email address',
  userPhone: 'Phone number must be 10 digits',
  propertyLocation: 'Please enter the property location',
  state: 'Please select a state',
  message: 'Please enter your message',
  /** The loading popup's title while the enquiry is on its way. */
  sending: 'Sending your enquiry…',
  done: 'Thank you! Your enquiry has been sent. We will get back to you soon.',
  tooMany: 'Too many enquiries from your network. Please try again later.',
} as const

/** The company profile download form (spec 000 section 5). */
export const COMPANY_PROFILE_TEXTS = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  /** The spec's text. */
  phone: '10 digit phone number',
  tooMany: 'Too many downloads from your network. Please try again later.',
} as const

/** The name the brochure is saved under (spec 000 section 4). */
export const COMPANY_PROFILE_FILE_NAME = 'Company-Profile.pdf'
