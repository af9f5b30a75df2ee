import { formatWhen } from '../../../lib/format'
import { AuditQuerySchema, type AuditEntry } from '@app/contract/admin'
import { AUDIT_ACTION_LABEL } from '@app/contract/admin-texts'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/field'
import { MoreButton } from '../../../components/ui/more-button'
import { useZodForm } from '../../../lib/use-zod-form'
import { propertyPath } from '../../../lib/paths'
import { adminUserPath } from '../admin-paths'
import { ADMIN_UI } from '../admin-ui'
import { useAudit, type AuditFilters } from '../api/get-audit'
import { AuditChanges } from '../components/audit-changes'
import { Cell, DataTable, Row } from '../components/data-table'
import { EmptyState, ListSkeleton, LoadError, ShowingCount } from '../components/list-states'
import { positiveInt, useUrlFilters } from '../use-url-filters'

const FilterSchema = AuditQuerySchema.pick({ actor: true, target: true })
const COLUMNS = ['When', 'Who', 'Action', 'Target', 'Reason', 'Changes']

/** /admin/audit: the log, filtered by who acted and on what. */
export function Component() {
  const filters = useUrlFilters(['actor', 'target'] as const)
  // Only a well-formed filter reaches the server; the form says what is wrong with the rest.
  const parsed = FilterSchema.safeParse(filters.values)
  const query: AuditFilters = parsed.success
    ? parsed.data
    : { actor: positiveInt(filters.values.actor) }
  const list = useAudit(query)
  const rows = list.data?.pages.flatMap((p) => p.data) ?? []
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0

  return (
    <div className="space-y-5">
      <AuditFilterForm
        key={`${filters.values.actor}|${filters.values.target}`}
        actor={filters.values.actor}
        target={filters.values.target}
        active={filters.active}
        onApply={(actor, target) => filters.update({ actor, target })}
        onClear={filters.clear}
      />
      {list.isPending ? (
        <ListSkeleton label="Loading the audit log" />
      ) : !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={ADMIN_UI.noAudit} />
      ) : (
        <>
          <ShowingCount
            shown={rows.length}
            total={total}
            noun={total === 1 ? 'entry' : 'entries'}
          />
          <DataTable caption="Audit log" columns={COLUMNS}>
            {rows.map((e) => (
              <AuditRow key={e.id} entry={e} />
            ))}
          </DataTable>
          <MoreButton list={list} />
        </>
      )}
    </div>
  )
}

function AuditFilterForm({
  actor,
  target,
  active,
  onApply,
  onClear,
}: {
  actor: string
  target: string
  active: boolean
  onApply: (actor: string, target: string) => void
  onClear: () => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(FilterSchema, { actor, target })
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      noValidate
      onSubmit={handleSubmit((v) => onApply(v.actor ? String(v.actor) : '', v.target ?? ''))}
      className="border-line grid gap-3 rounded-2xl border bg-white p-4 shadow-[0_1px_3px_rgb(15_43_70/0.06)] sm:grid-cols-2 sm:p-5 lg:flex lg:flex-wrap lg:items-start"
    >
      <Field label="Actor (user id)" error={errors.actor?.message} className="lg:w-48">
        <Input inputMode="numeric" autoComplete="off" placeholder="e.g. 1" {...register('actor')} />
      </Field>
      <Field
        label="Target"
        error={errors.target?.message}
        hint="property:12, user:5, payment:3 or report:9"
        className="lg:w-72"
      >
        <Input autoComplete="off" placeholder="property:12" {...register('target')} />
      </Field>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1 lg:mt-[1.625rem]">
        <Button type="submit" className="flex-1 lg:flex-none">
          Filter
        </Button>
        {active && (
          <Button variant="ghost" onClick={onClear} className="flex-1 lg:flex-none">
            Clear
          </Button>
        )}
      </div>
    </form>
  )
}

/** `property:12` as a link to the listing, `user:5` to the profile; others as text. */
function Target({ target }: { target: string }) {
  const [type, raw] = target.split(':')
  const id = positiveInt(raw ?? '')
  if (id !== undefined && type === 'property')
    return (
      <Link
        to={propertyPath(id)}
        className="text-brand-700 inline-flex min-h-11 items-center font-medium hover:underline lg:min-h-0"
      >
        Listing #{id}
      </Link>
    )
  if (id !== undefined && type === 'user')
    return (
      <Link
        to={adminUserPath(id)}
        className="text-brand-700 inline-flex min-h-11 items-center font-medium hover:underline lg:min-h-0"
      >
        User #{id}
      </Link>
    )
  if (id !== undefined && type)
    return (
      <span className="text-ink font-medium">{`${type[0]?.toUpperCase()}${type.slice(1)} #${id}`}</span>
    )
  return <span className="font-mono text-xs">{target}</span>
}

function AuditRow({ entry: e }: { entry: AuditEntry }) {
  return (
    <Row>
      <Cell label="When" className="whitespace-nowrap">
        {formatWhen(e.created_at)}
      </Cell>
      <Cell label="Who">
        {e.actor ? (
          <Link
            to={adminUserPath(e.actor.id)}
            className="text-ink hover:text-brand-700 inline-flex min-h-11 items-center font-medium hover:underline lg:min-h-0"
          >
            {e.actor.name}
          </Link>
        ) : (
          <span className="text-muted italic">System</span>
        )}
      </Cell>
      <Cell label="Action" className="font-medium">
        {AUDIT_ACTION_LABEL[e.action] ?? e.action}
      </Cell>
      <Cell label="Target" className="whitespace-nowrap">
        <Target target={e.target} />
      </Cell>
      <Cell label="Reason" className="lg:max-w-64">
        {e.reason ?? <span className="text-muted">—</span>}
      </Cell>
      <Cell label="Changes" className="lg:min-w-48">
        <AuditChanges before={e.before} after={e.after} />
      </Cell>
    </Row>
  )
}
