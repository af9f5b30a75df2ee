import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A list's filters kept in the URL's search params (a filtered view can be bookmarked, shared
 * and reloaded). Values are strings, '' when unset; setting '' removes the param.
 */
export function useUrlFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<K, string>

  const update = useCallback(
    (patch: Partial<Record<K, string>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [name, value] of Object.entries(patch) as [K, string | undefined][]) {
            const trimmed = value?.trim() ?? ''
            if (trimmed) next.set(name, trimmed)
            else next.delete(name)
          }
          return next
        },
        // A filter change is not a page of its own: Back leaves the list.
        { replace: true },
      ),
    [setParams],
  )

  const active = names.some((n) => values[n] !== '')
  const clear = () => update(Object.fromEntries(names.map((n) => [n, ''])) as Record<K, string>)
  return { values, update, active, clear }
}

/** The value when it is one of `allowed`, else undefined (a hand-edited URL asks for no filter). */
export function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined
}

/** A positive whole number from the URL, else undefined. */
export function positiveInt(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined
}
