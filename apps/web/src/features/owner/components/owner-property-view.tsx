import { PencilIcon } from 'lucide-react'
import {
  DOCUMENT_TEXTS,
  LISTING_TEXTS,
  RECURING_TYPE_LABEL,
  storageUrl,
} from '@app/contract/listing-texts'
import type { FullDetails } from '@app/contract/owner'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { SPEC_FORM_TEXTS, SPEC_LABEL } from '@app/contract/search-texts'
import { useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { PropertyCarousel } from '../../../components/ui/property-carousel'
import { carouselImages } from '../../../lib/carousel-images'
import {
  formatArea,
  formatFeet,
  formatPrice,
  propertyTypeLabel,
  purchaseTypeBadge,
  recurringSuffix,
} from '../../../lib/listing-format'
import { continueListingPath, MY_PROPERTIES_PATH } from '../../../lib/paths'
import { isComplete } from '../completion'
import { specText, WAREHOUSE_SPEC_ROWS } from '../../../lib/specs'
import { EditPropertyDialog } from './edit-property-dialog'
import { Facts } from './facts'
import { OwnerDocuments } from './owner-documents'
import { LeadsPanel } from './leads-panel'
import { ListingStatusAction } from './listing-status-action'
import { ModerationNotice } from './moderation-notice'
import { CompletionBadge, StatusBadge } from './my-property-card'
import { VerifiedBadge } from '../../../components/ui/verified-badge'

const NA = LISTING_TEXTS.noPrice
/** Spec 001 section 9: the owner view's carousel is at most 600 px wide and 300 px high. */
const CAROUSEL_SIZES = '(min-width: 640px) 600px, 100vw'

const orNA = (value: string | null | undefined) => (value?.trim() ? value : NA)

/** Two columns from 1024 px: photos, description and specifications; price, contact, leads. */
export const OWNER_LAYOUT = 'grid gap-8 lg:grid-cols-[minmax(0,600px)_minmax(0,1fr)]'

/**
 * What the owner (or an admin) sees of a listing they manage (spec 001 section 2): everything
 * in the clear, with 'Edit Property', its place on the market and who unlocked it; why the
 * moderators hid it, the seekers' reports on it (`reports`) and their visit requests
 * (`visits`, in the Leads panel), both handed in by the app's route.
 */
export function OwnerPropertyView({
  details,
  name,
  reports,
  visits,
}: {
  details: FullDetails
  name: string
  reports?: ReactNode
  visits?: ReactNode
}) {
  const [editing, setEditing] = useState(false)
  const navigate = useNavigate()
  const price = details.price
  const address = details.address
  const phone = address?.phone_number?.trim()
  const complete = isComplete(details.completion_level)

  return (
    <>
      <ModerationNotice reason={details.hidden_reason} className="mb-6" />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <CompletionBadge level={details.completion_level} />
            <StatusBadge status={details.status} />
            <span className="text-muted text-sm">{propertyTypeLabel(details.type)}</span>
          </div>
          <h1 className="mt-2 text-3xl break-words sm:text-4xl">{name}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2 *:flex-1 sm:shrink-0 sm:justify-end sm:*:flex-none">
          {!complete && (
            <ButtonLink to={continueListingPath(details.id)} variant="outline">
              {OWNER_TEXTS.continueCreating}
            </ButtonLink>
          )}
          <ListingStatusAction
            propertyId={details.id}
            level={details.completion_level}
            status={details.status}
            size="md"
            onDeleted={() => void navigate(MY_PROPERTIES_PATH, { replace: true })}
          />
          <Button onClick={() => setEditing(true)}>
            <PencilIcon className="size-4" />
            {OWNER_TEXTS.editProperty}
          </Button>
        </div>
      </div>

      {/* The panel renders nothing while a listing has no reports: no gap then. */}
      {reports && <div className="mt-8 empty:hidden">{reports}</div>}

      <div className={`mt-8 ${OWNER_LAYOUT}`}>
        <div className="min-w-0">
          <PropertyCarousel
            images={carouselImages(details.image, details.attachments)}
            name={name}
            sizes={CAROUSEL_SIZES}
            className="max-w-[600px]"
          />
          <h2 className="mt-8 text-xl">Description</h2>
          <p className="text-muted mt-2 leading-relaxed break-words whitespace-pre-line">
            {details.description?.trim() || LISTING_TEXTS.noDescription}
          </p>
          <Section
            title="Specifications"
            className="mt-8"
            aside={
              details.verified ? (
                <VerifiedBadge />
              ) : (
                <Badge tone="neutral">{SPEC_FORM_TEXTS.notVerified}</Badge>
              )
            }
          >
            <Facts
              rows={[
                ['Type', propertyTypeLabel(details.type)],
                ['Length', formatFeet(details.length)],
                ['Width', formatFeet(details.width)],
                ['Height', formatFeet(details.height)],
                ['Area', formatArea(details.length, details.width)],
                ...WAREHOUSE_SPEC_ROWS.map((key): [string, string] => [
                  SPEC_LABEL[key],
                  specText(key, details) ?? NA,
                ]),
                [
                  SPEC_FORM_TEXTS.certificate,
                  details.fire_noc_file ? (
                    <a
                      href={storageUrl(details.fire_noc_file)}
                      download
                      className="text-brand-600 underline"
                    >
                      {SPEC_FORM_TEXTS.certificateDownload}
                    </a>
                  ) : (
                    NA
                  ),
                ],
              ]}
            />
            <p className="text-muted mt-3 text-xs">{SPEC_FORM_TEXTS.changeClearsVerified}</p>
          </Section>
          <Section title={DOCUMENT_TEXTS.heading} className="mt-8">
            <div className="mt-3">
              <OwnerDocuments propertyId={details.id} attachments={details.attachments} />
            </div>
          </Section>
        </div>

        <div className="min-w-0 space-y-6">
          <Section title="Pricing Info">
            <p className="mt-1">
              <span className="text-brand-700 text-3xl font-bold">
                {price ? formatPrice(price.price) : NA}
              </span>
              {recurringSuffix(price) && (
                <span className="text-muted ml-1">{recurringSuffix(price)}</span>
              )}
            </p>
            <Facts
              className="mt-2"
              rows={[
                ['Purchase type', purchaseTypeBadge(price?.purchase_type)],
                [
                  'Recurring type',
                  (price?.recuring_type && RECURING_TYPE_LABEL[price.recuring_type]) || NA,
                ],
                ['Security deposit', formatPrice(price?.security_deposit)],
              ]}
            />
          </Section>
          <Section title="Contact Details">
            <Facts
              rows={[
                ['State', orNA(address?.state.name)],
                ['District', orNA(address?.district.name)],
                ['City', orNA(address?.city.name)],
                ['Pin code', orNA(address?.pin_code)],
                ['Address', orNA(address?.address)],
                [
                  'Phone number',
                  phone ? (
                    <a
                      href={`tel:${phone}`}
                      className="text-brand-600 inline-flex min-h-11 items-center underline"
                    >
                      {phone}
                    </a>
                  ) : (
                    NA
                  ),
                ],
                ['Owner name', orNA(details.user.user_name)],
              ]}
            />
          </Section>
          <LeadsPanel
            propertyId={details.id}
            views={details.views}
            unlocks={details.unlocks}
            visits={visits}
          />
        </div>
      </div>

      <EditPropertyDialog open={editing} details={details} onClose={() => setEditing(false)} />
    </>
  )
}

function Section({
  title,
  aside,
  className,
  children,
}: {
  title: string
  /** Beside the title (the specifications' verified state). */
  aside?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <Card className={`relative p-5 sm:p-6 ${className ?? ''}`}>
      <h2 className={aside ? 'pr-36 text-xl' : 'text-xl'}>{title}</h2>
      {aside && <div className="absolute top-6 right-5 sm:top-7 sm:right-6">{aside}</div>}
      <div className="mt-2">{children}</div>
    </Card>
  )
}
