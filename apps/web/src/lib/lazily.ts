/**
 * `make()`'s value, made on the first call only. For Intl's formatters: the first one a page
 * builds loads the locale's data (tens of milliseconds on a phone), which a module should not
 * pay as it loads when its page may never format a date.
 */
export function lazily<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}
