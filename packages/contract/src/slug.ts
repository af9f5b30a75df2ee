/** 'Godown Hub' -> 'godownhub': the product slug in /about-{slug}. Kept free of Zod so the
 * web app's first chunk can use it without pulling the validation library in. */
export function productSlug(siteName: string): string {
  return siteName.toLowerCase().replace(/[^a-z0-9]+/g, '')
}

/**
 * A blog post's or project's title -> the {slug} in /blog/{slug} and /project/{slug} (spec 000
 * section 2): lowercased, whitespace runs become hyphens, then URL-encoded.
 */
export function detailSlug(text: string): string {
  return encodeURIComponent(text.trim().toLowerCase().replace(/\s+/g, '-'))
}
