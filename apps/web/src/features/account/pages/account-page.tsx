import { formatCount, plural } from '@app/contract/numbers'
import { formatRupees } from '@app/contract/numbers'
import type { Account } from '@app/contract/account'
import { USER_TYPE_LABEL } from '@app/contract/admin-texts'
import { LISTING_STATUS_LABEL } from '@app/contract/owner-texts'
import { PAYMENT_STATUS } from '@app/contract/wallet-texts'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { RequireLogin } from '../../../components/login-required/require-login'
import { RetryAlert } from '../../../components/ui/alert'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageBanner } from '../../../components/ui/page-banner'
import { Skeleton } from '../../../components/ui/skeleton'
import { useAuth } from '../../../lib/auth-storage'
import { errorMessage } from '../../../lib/form-errors'
import { formatDate, formatWhen } from '../../../lib/format'
import {
  ADD_LISTING_PATH,
  CHANGE_PASSWORD_PATH,
  CHECKOUT_PATH,
  MY_PROPERTIES_PATH,
  propertyPath,
  TRANSACTIONS_PATH,
  UNLOCKED_PROPERTIES_PATH,
  VISITS_PATH,
  WALLET_PATH,
} from '../../../lib/paths'
import { site } from '../../../lib/site'
import { ACCOUNT_UI } from '../account-texts'
import { useAccount } from '../api/get-account'
import { useLogoutEverywhere } from '../api/logout-everywhere'
import { LeadAlertsForm } from '../components/lead-alerts-form'
import { NameForm } from '../components/name-form'

/**
 * /account (needs login): profile, credits, the latest activity, an owner's listings, the
 * account's pages and log out, and from other features (composed by app/account-route):
 * `panels` (saved searches) and `logout` (this device's log out button, the auth feature's).
 */
export function Component({ panels, logout }: { panels?: ReactNode; logout?: ReactNode } = {}) {
  return (
    <>
      <title>{`My Account | ${site.name}`}</title>
      <PageBanner title="My Account" lead="Your profile, credits and recent activity." />
      <RequireLogin message={ACCOUNT_UI.loginToAccount}>
        <AccountView panels={panels} logout={logout} />
      </RequireLogin>
    </>
  )
}

function AccountView({ panels, logout }: { panels: ReactNode; logout: ReactNode }) {
  const account = useAccount()
  if (account.isPending) {
    return (
      <div className="container-page grid grid-cols-1 gap-6 py-10 sm:py-14 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    )
  }
  if (!account.data) {
    return (
      <div className="container-page py-10 sm:py-14">
        <RetryAlert
          message={errorMessage(account.error, ACCOUNT_UI.fetchFailed)}
          onRetry={() => void account.refetch()}
        />
      </div>
    )
  }
  const data = account.data
  return (
    <div className="container-page space-y-6 py-10 sm:py-14">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <Profile account={data} />
        <Credits credits={data.credits} />
      </div>
      {data.owner && <OwnerListings owner={data.owner} />}
      {data.owner && (
        <Section title={ACCOUNT_UI.leadAlertsTitle}>
          <LeadAlertsForm value={data.owner.lead_alerts} />
        </Section>
      )}
      {panels}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <RecentTransactions rows={data.recent_transactions} />
        <RecentUnlocks rows={data.recent_unlocks} />
      </div>
      <Security logout={logout} />
    </div>
  )
}

function Section({
  title,
  action,
  children,
  className,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <Card className={`p-5 sm:p-6 ${className ?? ''}`}>
      <section aria-label={title}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="text-xl">{title}</h2>
          {action}
        </div>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  )
}

const moreLink = (to: string, text: string) => (
  <Link
    to={to}
    className="text-brand-700 inline-flex min-h-11 items-center text-sm font-semibold underline-offset-4 hover:underline"
  >
    {text}
  </Link>
)

function Profile({ account }: { account: Account }) {
  const { profile } = account
  return (
    <Section title="Profile">
      <NameForm name={profile.name} />
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Fact label="E-mail" value={profile.email ?? 'Not given'} />
        <Fact label="Phone" value={profile.phone_number} />
        <Fact label="Account type" value={USER_TYPE_LABEL[profile.user_type] ?? 'Visitor'} />
        <Fact label="Member since" value={formatDate(profile.created_at)} />
      </dl>
    </Section>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted text-xs font-semibold uppercase">{label}</dt>
      <dd className="text-ink mt-0.5 break-all">{value}</dd>
    </div>
  )
}

function Credits({ credits }: { credits: number }) {
  const { can } = useAuth()
  return (
    <section
      aria-label="Credits"
      className="from-brand-800 to-brand-700 rounded-2xl bg-gradient-to-br p-6 text-white shadow-lg"
    >
      <h2 className="text-brand-100 text-sm font-semibold uppercase">Available credits</h2>
      <p className="mt-1 text-5xl font-bold tracking-tight" data-testid="account-credits">
        {formatCount(credits)}
      </p>
      <p className="text-brand-100 mt-1 text-sm">Worth {formatRupees(credits)} · 1 credit = ₹1</p>
      {can('unlock-properties') && (
        <ButtonLink to={WALLET_PATH} variant="accent" className="mt-5">
          Go to wallet
        </ButtonLink>
      )}
    </section>
  )
}

const STATUS: Record<number, { label: string; tone: BadgeTone }> = {
  [PAYMENT_STATUS.success]: { label: 'Success', tone: 'success' },
  [PAYMENT_STATUS.pending]: { label: 'Pending', tone: 'warning' },
}
const FAILED = { label: 'Failed', tone: 'neutral' } as const

function RecentTransactions({ rows }: { rows: Account['recent_transactions'] }) {
  return (
    <Section title="Recent purchases" action={moreLink(TRANSACTIONS_PATH, 'All transactions')}>
      {rows.length === 0 ? (
        <p className="text-muted text-sm">{ACCOUNT_UI.noTransactions}</p>
      ) : (
        <ul className="divide-line divide-y" aria-label="Recent purchases">
          {rows.map((row) => {
            const status = STATUS[row.status] ?? FAILED
            return (
              <li key={row.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="text-ink font-semibold">{plural(row.credits, 'credit')}</p>
                  <p className="text-muted text-sm">{formatWhen(row.created_at)}</p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <span className="text-ink font-medium">{formatRupees(row.amount)}</span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}

function RecentUnlocks({ rows }: { rows: Account['recent_unlocks'] }) {
  return (
    <Section title="Recent unlocks" action={moreLink(UNLOCKED_PROPERTIES_PATH, 'All unlocks')}>
      {rows.length === 0 ? (
        <p className="text-muted text-sm">{ACCOUNT_UI.noUnlocks}</p>
      ) : (
        <ul className="divide-line divide-y" aria-label="Recent unlocks">
          {rows.map((row) => (
            <li key={row.property_id} className="flex items-center justify-between gap-3 py-3">
              <Link
                to={propertyPath(row.property_id)}
                className="text-brand-700 min-w-0 truncate py-2.5 font-semibold underline-offset-4 hover:underline"
              >
                {row.name}
              </Link>
              <span className="text-muted shrink-0 text-sm">{formatWhen(row.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

function OwnerListings({ owner }: { owner: NonNullable<Account['owner']> }) {
  return (
    <Section title="Your listings" action={moreLink(MY_PROPERTIES_PATH, 'My Properties')}>
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            ['Listings', owner.listings],
            ['Views', owner.views],
            ['Unlocks', owner.unlocks],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="bg-surface border-line rounded-xl border px-3 py-3 sm:px-4">
            <dt className="text-muted text-xs font-semibold uppercase">{label}</dt>
            <dd className="text-brand-800 text-2xl font-bold">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {owner.recent_listings.length === 0 ? (
        <p className="text-muted mt-4 text-sm">{ACCOUNT_UI.noListings}</p>
      ) : (
        <ul className="divide-line mt-4 divide-y" aria-label="Your latest listings">
          {owner.recent_listings.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              <Link
                to={propertyPath(l.id)}
                className="text-brand-700 min-w-0 flex-1 basis-40 truncate py-2.5 font-semibold underline-offset-4 hover:underline"
              >
                {l.name}
              </Link>
              <Badge tone={l.status === 'published' ? 'success' : 'neutral'}>
                {LISTING_STATUS_LABEL[l.status]}
              </Badge>
              <span className="text-muted text-sm">
                {plural(l.views, 'view')} · {plural(l.unlocks, 'unlock')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** What the spec's account page offered besides its dashboard (spec 000 section 2: issue 25). */
function AccountLinks() {
  const { isOwner, can } = useAuth()
  const links = [
    { to: CHANGE_PASSWORD_PATH, label: 'Change password', show: true },
    { to: VISITS_PATH, label: 'Site visits', show: can('unlock-properties') },
    { to: ADD_LISTING_PATH, label: 'Add a listing', show: isOwner },
    { to: CHECKOUT_PATH, label: 'Checkout', show: can('unlock-properties') },
  ].filter((link) => link.show)
  return (
    <ul className="divide-line border-line divide-y border-y" aria-label="Your account's pages">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="text-brand-700 hover:bg-brand-50 flex min-h-12 items-center justify-between gap-3 px-1 font-semibold"
          >
            {link.label}
            <span aria-hidden="true">›</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function Security({ logout }: { logout: ReactNode }) {
  const [asking, setAsking] = useState(false)
  const logoutEverywhere = useLogoutEverywhere()
  return (
    <Section title="Account and security">
      <AccountLinks />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-4">
        <p className="text-muted max-w-xl text-sm">
          Lost a phone or used a shared computer? Log out on every device at once.
        </p>
        <div className="flex flex-wrap gap-3">
          {logout}
          <Button variant="danger" onClick={() => setAsking(true)}>
            Log out everywhere
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={ACCOUNT_UI.logoutEverywhereTitle}
        confirmLabel="Log out everywhere"
        pendingLabel="Logging out…"
        variant="danger"
        pending={logoutEverywhere.isPending}
        error={logoutEverywhere.error ? errorMessage(logoutEverywhere.error) : null}
        onConfirm={() => logoutEverywhere.mutate()}
        onCancel={() => {
          logoutEverywhere.reset()
          setAsking(false)
        }}
      >
        <p>{ACCOUNT_UI.logoutEverywhereBody}</p>
      </ConfirmDialog>
    </Section>
  )
}
