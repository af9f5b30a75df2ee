import { formatWhen } from '../../../lib/format'
import type { Enquiry } from '@app/contract/admin'
import { ENQUIRY_KINDS, type EnquiryKind } from '@app/contract/admin-texts'
import { useEffect, useRef, type ReactNode } from 'react'
import { Card } from '../../../components/ui/card'
import { MoreButton } from '../../../components/ui/more-button'
import { Tabs } from '../../../components/ui/tabs'
import { ADMIN_UI } from '../admin-ui'
import { useEnquiries } from '../api/get-enquiries'
import { Cell, DataTable, Row } from '../components/data-table'
import { EmptyState, ListSkeleton, LoadError, ShowingCount } from '../components/list-states'
import { oneOf, useUrlFilters } from '../use-url-filters'

const KIND_LABEL: Record<EnquiryKind, string> = {
  contact: 'Contact',
  profile: 'Company profile',
  newsletter: 'Newsletter',
}

type Column = { head: string; cell: (e: Enquiry) => ReactNode; className?: string }

const dash = (value: string | null) => value ?? <span className="text-muted">—</span>
const name: Column = { head: 'Name', cell: (e) => dash(e.name), className: 'font-medium' }
const email: Column = {
  head: 'E-mail',
  cell: (e) => (
    <a
      href={`mailto:${e.email}`}
      className="text-brand-700 inline-flex min-h-11 items-center break-all hover:underline"
    >
      {e.email}
    </a>
  ),
}
const phone: Column = {
  head: 'Phone',
  cell: (e) => dash(e.phone_number),
  className: 'tabular-nums',
}
const when: Column = {
  head: 'When',
  cell: (e) => formatWhen(e.created_at),
  className: 'whitespace-nowrap',
}

/** The fields each kind of lead has (the rest are null). */
const COLUMNS: Record<EnquiryKind, Column[]> = {
  contact: [
    when,
    name,
    email,
    phone,
    {
      head: 'Looking in',
      cell: (e) => dash([e.location, e.state].filter(Boolean).join(', ') || null),
    },
    {
      head: 'Message',
      cell: (e) => <span className="whitespace-pre-line">{dash(e.message)}</span>,
      className: 'sm:min-w-64',
    },
  ],
  profile: [when, name, email, phone],
  newsletter: [when, email],
}

/** /admin/enquiries: the stored leads, one tab per kind (the tab is in the URL). */
export function Component() {
  const filters = useUrlFilters(['kind'] as const)
  const kind = oneOf(filters.values.kind, ENQUIRY_KINDS) ?? 'contact'
  const box = useRef<HTMLDivElement>(null)
  // On a phone the tab row scrolls: the chosen tab (from the URL too) is brought into view.
  useEffect(() => {
    box.current
      ?.querySelector<HTMLElement>('[role=tab][aria-selected=true]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [kind])
  return (
    <div ref={box}>
      <Card className="p-4 sm:p-6">
        <Tabs
          label={ADMIN_UI.enquiriesTitle}
          value={kind}
          onValueChange={(id) => filters.update({ kind: id === 'contact' ? '' : id })}
          // The kit's tab row does not wrap: on a phone it scrolls sideways rather than spill out.
          className="[&_[role=tab]]:px-3 [&_[role=tab]]:whitespace-nowrap [&_[role=tablist]]:overflow-x-auto [&_[role=tablist]]:[scrollbar-width:none]"
          panelClassName="pt-5 outline-none"
          items={ENQUIRY_KINDS.map((k) => ({
            id: k,
            label: KIND_LABEL[k],
            // Only the tab on screen asks the server.
            content: k === kind ? <EnquiryList kind={k} /> : null,
          }))}
        />
      </Card>
    </div>
  )
}

function EnquiryList({ kind }: { kind: EnquiryKind }) {
  const list = useEnquiries(kind)
  const rows = list.data?.pages.flatMap((p) => p.data) ?? []
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0
  const columns = COLUMNS[kind]

  if (list.isPending) return <ListSkeleton label={`Loading ${KIND_LABEL[kind]} enquiries`} />
  if (!list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />
  if (rows.length === 0) return <EmptyState text={ADMIN_UI.noEnquiries} />
  return (
    <div className="space-y-4">
      <ShowingCount
        shown={rows.length}
        total={total}
        noun={total === 1 ? 'enquiry' : 'enquiries'}
      />
      <DataTable caption={`${KIND_LABEL[kind]} enquiries`} columns={columns.map((c) => c.head)}>
        {rows.map((e) => (
          <Row key={e.id}>
            {columns.map((c) => (
              <Cell
                key={c.head}
                label={c.head}
                {...(c.className ? { className: c.className } : {})}
              >
                {c.cell(e)}
              </Cell>
            ))}
          </Row>
        ))}
      </DataTable>
      <MoreButton list={list} />
    </div>
  )
}
