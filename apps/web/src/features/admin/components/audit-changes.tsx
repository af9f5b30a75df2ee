import { REPORT_RESOLUTION_LABEL, USER_TYPE_LABEL } from '@app/contract/admin-texts'

type Values = Record<string, unknown> | null

/** A value as a person reads it: yes/no, — for nothing, JSON for anything nested. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/** Fields whose stored codes have names: `user_type` 2 reads "Owner". */
const NAMED: Record<string, Record<string, string>> = {
  user_type: USER_TYPE_LABEL,
  resolution: REPORT_RESOLUTION_LABEL,
}
const valueOf = (key: string, value: unknown) => NAMED[key]?.[String(value)] ?? readable(value)

/** `hidden_reason` → "hidden reason". */
const keyLabel = (key: string) => key.replace(/_/g, ' ')

/**
 * What an entry changed, one line per field: "key: before → after". When the entry has only one
 * side (nothing before, or nothing after), that side's values are shown as they are; a field one
 * side lacks reads "—" there. Fields that did not change are left out.
 */
export function AuditChanges({ before, after }: { before: Values; after: Values }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  const both = before !== null && after !== null
  const lines = keys.filter((k) => !both || valueOf(k, before[k]) !== valueOf(k, after[k]))
  if (lines.length === 0) return <span className="text-muted">—</span>
  return (
    <dl className="space-y-0.5 text-xs">
      {lines.map((key) => (
        <div key={key} className="flex flex-wrap gap-x-1 max-lg:justify-end">
          <dt className="text-muted font-semibold">{keyLabel(key)}:</dt>
          <dd className="text-ink [overflow-wrap:anywhere]">
            {both ? (
              <>
                <span className="text-red-700 line-through decoration-red-300">
                  {valueOf(key, before[key])}
                </span>{' '}
                <span aria-hidden="true" className="text-muted">
                  →
                </span>
                <span className="sr-only"> changed to</span>{' '}
                <span className="font-medium text-emerald-800">{valueOf(key, after[key])}</span>
              </>
            ) : (
              <span className="font-medium">{valueOf(key, (before ?? after)?.[key])}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
