import { z } from 'zod'

/** Operator-configured facts the web app shows (header top bar, footer, contact page). */
export const SiteInfoSchema = z.object({
  name: z.string(),
  slug: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
})
export type SiteInfo = z.infer<typeof SiteInfoSchema>

export { productSlug } from './slug'
