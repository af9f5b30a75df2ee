type Values = Record<string, unknown> | null

/** A value as a person reads it: yes/no, — for nothing, JSON for anything nested. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/** `hidden_reason` → "hidden reason". */
const keyLabel = (key: string) => key.replace(/_/g, ' ')

/**
 * What an entry changed, one line per field: "key: before → after" (or only the side that
 * exists); fields that did not change are left out when both sides are there.
 */
export function AuditChanges({ before, after }: { before: Values; after: Values }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  const lines = keys.filter(
    (k) =>
      !(before && after && k in before && k in after && readable(before[k]) === readable(after[k])),
  )
  if (lines.length === 0) return <span className="text-muted">—</span>
  return (
    <dl className="space-y-0.5 text-xs">
      {lines.map((key) => {
        const has = {
          before: before !== null && key in before,
          after: after !== null && key in after,
        }
        return (
          <div key={key} className="flex flex-wrap gap-x-1 max-lg:justify-end">
            <dt className="text-muted font-semibold">{keyLabel(key)}:</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">
              {has.before && (
                <span className={has.after ? 'text-red-700 line-through decoration-red-300' : ''}>
                  {readable(before?.[key])}
                </span>
              )}
              {has.before && has.after && (
                <>
                  {' '}
                  <span aria-hidden="true" className="text-muted">
                    →
                  </span>
                  <span className="sr-only"> changed to</span>{' '}
                </>
              )}
              {has.after && (
                <span className="font-medium text-emerald-800">{readable(after?.[key])}</span>
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
