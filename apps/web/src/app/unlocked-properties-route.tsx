import type { UnlockedProperty } from '@app/contract/wallet'
import { ReportAction } from '../features/reports/components/report-action'
import { Component as UnlockedPropertiesPage } from '../features/wallet/pages/unlocked-properties-page'

const renderReport = (item: UnlockedProperty) => (
  <ReportAction propertyId={item.property_id} myReport={item.report} className="mt-4" />
)

/**
 * /unlocked-properties: the wallet feature's list, each card with reporting a problem from the
 * reports feature (issue 13). The features meet here, in the app, not in each other.
 */
export function Component() {
  return <UnlockedPropertiesPage renderReport={renderReport} />
}
