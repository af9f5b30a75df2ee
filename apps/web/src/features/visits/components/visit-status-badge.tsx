import type { VisitStatus } from '@app/contract/visits'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { VISIT_STATUS_LABEL } from '../visit-texts'

const TONE: Record<VisitStatus, BadgeTone> = {
  requested: 'warning',
  accepted: 'success',
  declined: 'neutral',
  cancelled: 'neutral',
  expired: 'neutral',
}

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  return <Badge tone={TONE[status]}>{VISIT_STATUS_LABEL[status]}</Badge>
}
