/** The list's filters as they live in the address: ?q=&category=&tag= (all optional). */
export interface ArticleFilters {
  q?: string
  category?: string
  tag?: string
}

const KEYS = ['q', 'category', 'tag'] as const

export function readFilters(params: URLSearchParams): ArticleFilters {
  const filters: ArticleFilters = {}
  for (const key of KEYS) {
    const value = params.get(key)?.trim()
    if (value) filters[key] = value
  }
  return filters
}

/** '?category=Leasing&tag=rent', or '' with no filter. */
export function filterSearch(filters: ArticleFilters): string {
  const params = new URLSearchParams()
  for (const key of KEYS) {
    const value = filters[key]?.trim()
    if (value) params.set(key, value)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
