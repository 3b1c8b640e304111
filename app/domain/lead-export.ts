/**
 * The Leads tab's CSV export: one row per lead the list's filters show (every page), labels as
 * the lead's page shows them, times in the business's time zone. Pure; written (every text
 * cell safe from spreadsheet formulas) by app/server/platform/csv.server.ts.
 */
import {
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  type LeadSource,
  type LeadStatus,
  propertyLabel,
  serviceLabel,
  timeFrameLabel,
} from './admin-inbox'
import { businessDateTime } from './business-time'
import { type CsvColumn, type CsvValue, csvRecords } from './csv'
import { leadReference } from './follow-up'
import { formatCents } from './pricing/dimensions'

export type ExportLead = {
  id: number
  source: LeadSource
  status: LeadStatus
  name: string
  email: string
  phone: string
  address: string | null
  city: string | null
  zipCode: string | null
  serviceType: string | null
  propertyType: string | null
  timeFrame: string | null
  roomCount: string | null
  isHomeowner: boolean
  details: string | null
  quoteLines: { productName: string; quantity: number; unitPriceCents: number }[] | null
  followUpOn: string | null
  createdAt: Date
  archivedAt: Date | null
}

export const LEAD_CSV_COLUMNS: readonly CsvColumn<ExportLead>[] = [
  ['Reference', (l) => leadReference(l.id)],
  ['Source', (l) => LEAD_SOURCE_LABELS[l.source] ?? l.source],
  ['Status', (l) => LEAD_STATUS_LABELS[l.status] ?? l.status],
  ['Name', (l) => l.name],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Address', (l) => l.address],
  ['City', (l) => l.city],
  ['ZIP', (l) => l.zipCode],
  ['Service', (l) => serviceLabel(l.serviceType)],
  ['Property', (l) => propertyLabel(l.propertyType)],
  ['When', (l) => timeFrameLabel(l.timeFrame)],
  ['Rooms or Windows', (l) => l.roomCount],
  // Only the quote wizard asks.
  ['Homeowner', (l) => (l.source === 'quote-wizard' ? (l.isHomeowner ? 'Yes' : 'No') : '')],
  ['Details', (l) => l.details],
  // One line of the cell per product of a motors quote list.
  [
    'Quote List',
    (l) =>
      (l.quoteLines ?? [])
        .map((q) => `${q.quantity} × ${q.productName} at ${formatCents(q.unitPriceCents)}`)
        .join('\n'),
  ],
  ['Follow-up On', (l) => l.followUpOn],
  ['Created At', (l) => businessDateTime(l.createdAt)],
  ['Archived At', (l) => (l.archivedAt ? businessDateTime(l.archivedAt) : '')],
]

/** Header row and one row per lead. */
export function leadCsvRecords(leads: readonly ExportLead[]): CsvValue[][] {
  return csvRecords(LEAD_CSV_COLUMNS, leads)
}
