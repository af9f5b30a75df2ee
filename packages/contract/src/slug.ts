/** 'Godown Hub' -> 'godownhub': the product slug in /about-{slug}. Kept free of Zod so the
 * web app's first chunk can use it without pulling the validation library in. */
export function productSlug(siteName: string): string {
  return siteName.toLowerCase().replace(/[^a-z0-9]+/g, '')
}
