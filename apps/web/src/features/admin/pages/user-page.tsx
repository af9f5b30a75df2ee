import { formatCount, formatSigned, plural } from '@app/contract/numbers'
import { LEDGER_KIND_LABEL } from '@app/contract/wallet-texts'
import { formatWhen } from '../../../lib/format'
import { PROFILE_LIST_MAX, type AdminUserProfile } from '@app/contract/admin'
import { ADMIN_TEXTS } from '@app/contract/admin-texts'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { useId, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { Card } from '../../../components/ui/card'
import { ApiError } from '../../../lib/api-client'
import { useAuth } from '../../../lib/auth-storage'
import { cn } from '../../../lib/cn'
import { initials } from '../../../lib/initials'
import { propertyPath } from '../../../lib/paths'
import { formatDay } from '../admin-format'
import { ADMIN_PATHS } from '../admin-paths'
import { useUser } from '../api/get-user'
import { BlockedBadge, ListingStatusBadge, UserTypeBadge } from '../components/badges'
import { Cell, DataTable, Row } from '../components/data-table'
import { EmptyState, ListSkeleton, LoadError } from '../components/list-states'
import { BlockControl, CreditControl, UserTypeControl } from '../components/user-actions'
import { positiveInt } from '../use-url-filters'

/** /admin/users/:id: one account, what it listed, unlocked and spent, and what to do about it. */
export function Component() {
  const id = positiveInt(useParams().id ?? '')
  return (
    <div className="space-y-5">
      <Link
        to={ADMIN_PATHS.users}
        className="text-brand-600 hover:text-brand-800 inline-flex min-h-11 items-center gap-1 text-sm font-semibold"
      >
        <span aria-hidden="true">←</span> All users
      </Link>
      {id === undefined ? <EmptyState text={ADMIN_TEXTS.userNotFound} /> : <Profile id={id} />}
    </div>
  )
}

function Profile({ id }: { id: number }) {
  const profile = useUser(id)
  if (profile.isPending) return <ListSkeleton rows={4} label="Loading the user" />
  if (!profile.data)
    return profile.error instanceof ApiError && profile.error.status === 404 ? (
      <EmptyState text={profile.error.message} />
    ) : (
      <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
    )
  return <ProfileView profile={profile.data} />
}

function ProfileView({ profile }: { profile: AdminUserProfile }) {
  const { user } = profile
  const self = useAuth().user?.id === user.id
  return (
    <>
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div className="flex min-w-0 gap-4">
            <span
              aria-hidden="true"
              className="bg-brand-700 grid size-14 shrink-0 place-items-center rounded-full text-lg font-bold text-white"
            >
              {initials(user.name)}
            </span>
            <div className="min-w-0">
              <h2 className="truncate text-2xl">{user.name || `User #${user.id}`}</h2>
              <div className="mt-1.5 flex flex-wrap gap-2">
                <UserTypeBadge type={user.user_type} />
                {user.blocked && <BlockedBadge />}
              </div>
              <dl className="text-muted mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:gap-x-6">
                <dt className="font-semibold">Phone</dt>
                <dd className="text-ink tabular-nums">{user.phone_number}</dd>
                <dt className="font-semibold">E-mail</dt>
                <dd className="text-ink break-all">{user.email ?? '—'}</dd>
                <dt className="font-semibold">Joined</dt>
                <dd className="text-ink">{formatDay(user.created_at)}</dd>
                <dt className="font-semibold">User id</dt>
                <dd className="text-ink tabular-nums">#{user.id}</dd>
              </dl>
            </div>
          </div>
          <div className="bg-surface border-line shrink-0 rounded-xl border px-5 py-4 sm:text-right">
            <p className="text-muted text-xs font-semibold tracking-wide uppercase">Credits</p>
            <p className="text-brand-800 text-3xl font-bold tabular-nums">
              {formatCount(user.credits)}
            </p>
            <p className="text-muted mt-1 text-xs">
              {plural(user.listings, 'listing')} · {plural(user.unlocks, 'unlock')}
            </p>
          </div>
        </div>
        {user.blocked && (
          <p className="border-t border-red-200 bg-red-50 px-5 py-3 text-sm text-red-800 sm:px-6">
            <span className="font-semibold">Blocked:</span>{' '}
            {user.blocked_reason ?? 'No reason given.'}
          </p>
        )}
        <div className="border-line bg-surface/60 flex flex-wrap items-center gap-2 border-t px-5 py-3 sm:px-6">
          <CreditControl user={user} disabled={self} />
          <UserTypeControl user={user} disabled={self} />
          <BlockControl user={user} disabled={self} />
          {self && <p className="text-muted text-sm">{ADMIN_TEXTS.notOwnAccount}</p>}
        </div>
      </Card>

      <ProfileSection title="Listings" count={profile.listings.length} empty="No listings.">
        <DataTable caption={`Listings of ${user.name}`} columns={['Listing', 'Status', 'Created']}>
          {profile.listings.map((l) => (
            <Row key={l.id}>
              <Cell label="Listing">
                <Link
                  to={propertyPath(l.id)}
                  className="text-brand-800 hover:text-brand-600 inline-flex min-h-11 items-center font-semibold hover:underline"
                >
                  {l.name.trim() || LISTING_TEXTS.untitled}
                </Link>
              </Cell>
              <Cell label="Status">
                <ListingStatusBadge status={l.status} level={l.completion_level} />
              </Cell>
              <Cell label="Created" className="whitespace-nowrap">
                {formatDay(l.created_at)}
              </Cell>
            </Row>
          ))}
        </DataTable>
      </ProfileSection>

      <ProfileSection title="Unlocks" count={profile.unlocks.length} empty="No unlocks.">
        <DataTable caption={`Unlocks by ${user.name}`} columns={['Listing', 'Credits', 'When']}>
          {profile.unlocks.map((u) => (
            <Row key={u.id}>
              <Cell label="Listing">
                <Link
                  to={propertyPath(u.property_id)}
                  className="text-brand-800 hover:text-brand-600 inline-flex min-h-11 items-center font-semibold hover:underline"
                >
                  {u.property_name.trim() || LISTING_TEXTS.untitled}
                </Link>
              </Cell>
              <Cell label="Credits" className="tabular-nums">
                {formatCount(u.credits_spent)}
              </Cell>
              <Cell label="When" className="whitespace-nowrap">
                {formatWhen(u.created_at)}
              </Cell>
            </Row>
          ))}
        </DataTable>
      </ProfileSection>

      <ProfileSection
        title="Credit history"
        count={profile.ledger.length}
        empty="No credit history."
      >
        <DataTable
          caption={`Credit history of ${user.name}`}
          columns={['When', 'What', 'Credits', 'Balance', 'Reference']}
        >
          {profile.ledger.map((e) => (
            <Row key={e.id}>
              <Cell label="When" className="whitespace-nowrap">
                {formatWhen(e.created_at)}
              </Cell>
              <Cell label="What">
                <span className="font-medium">{LEDGER_KIND_LABEL[e.kind]}</span>
                {e.property_id !== null && (
                  <>
                    {' · '}
                    <Link
                      to={propertyPath(e.property_id)}
                      className="text-brand-600 hover:underline"
                    >
                      {e.property_name?.trim() || `listing #${e.property_id}`}
                    </Link>
                  </>
                )}
              </Cell>
              <Cell
                label="Credits"
                className={cn(
                  'font-semibold tabular-nums',
                  e.credits >= 0 ? 'text-emerald-700' : 'text-red-700',
                )}
              >
                {formatSigned(e.credits)}
              </Cell>
              <Cell label="Balance" className="tabular-nums">
                {formatCount(e.balance_after)}
              </Cell>
              <Cell label="Reference">
                <span className="text-muted font-mono text-xs break-all">{e.reference}</span>
              </Cell>
            </Row>
          ))}
        </DataTable>
      </ProfileSection>
    </>
  )
}

function ProfileSection({
  title,
  count,
  empty,
  children,
}: {
  title: string
  count: number
  empty: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={id} className="text-lg">
          {title}
        </h3>
        {count >= PROFILE_LIST_MAX && (
          <p className="text-muted text-xs">The latest {PROFILE_LIST_MAX}</p>
        )}
      </div>
      {count === 0 ? <EmptyState text={empty} /> : children}
    </section>
  )
}
