/**
 * The admin frame's search (issue 40.27): leads, orders, visits and customers found by name,
 * phone (any formatting), e-mail or reference, each kind only for whom the capability table lets
 * see it: the owner and the office everything, an installer only the visits assigned to them.
 * Reads only.
 */
import { and, count, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { LEAD_STATUS_LABELS } from '~/domain/admin-inbox'
import type { StaffSearch } from '~/domain/customer-list'
import { leadReference } from '~/domain/follow-up'
import { formatOrderNumber } from '~/domain/order'
import { stageLabel } from '~/domain/order-workflow'
import { formatPhone } from '~/domain/phone'
import { can, type StaffActor } from '~/domain/staff-access'
import { db, schema } from '../platform/db.server'
import { searchColumns } from './admin-search.server'
import { digits, listCustomers } from './customers.server'

/** The most of each kind the search page lists; the rest are a link to the kind's own list away. */
export const SEARCH_GROUP_SIZE = 10

/** A phone column's digits contain the searched digits (the search's own formatting ignored). */
function phoneMatches(search: StaffSearch, phone: SQLWrapper): SQL | undefined {
  return search.phoneDigits ? sql`${digits(phone)} LIKE ${`%${search.phoneDigits}%`}` : undefined
}

function found<T>(rows: T[], total: number) {
  return { rows, total }
}

function searchLeads(search: StaffSearch) {
  const { leads } = schema
  const where = searchColumns(
    search.text,
    [leads.name, leads.email, leads.address, leads.zipCode],
    phoneMatches(search, leads.phone),
    search.leadId ? eq(leads.id, search.leadId) : undefined,
  )
  const total = db.select({ n: count() }).from(leads).where(where).get()?.n ?? 0
  const rows = db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      status: leads.status,
      createdAt: leads.createdAt,
      archivedAt: leads.archivedAt,
    })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(SEARCH_GROUP_SIZE)
    .all()
    .map((r) => ({
      ...r,
      phone: formatPhone(r.phone),
      reference: leadReference(r.id),
      statusLabel: LEAD_STATUS_LABELS[r.status],
      archived: Boolean(r.archivedAt),
    }))
  return found(rows, total)
}

function searchOrders(search: StaffSearch) {
  const { orders } = schema
  const where = searchColumns(
    search.text,
    [orders.customerName, orders.customerEmail, orders.customerZip],
    phoneMatches(search, orders.customerPhone),
    search.orderId ? eq(orders.id, search.orderId) : undefined,
    search.reference ? eq(orders.reference, search.reference) : undefined,
  )
  const total = db.select({ n: count() }).from(orders).where(where).get()?.n ?? 0
  const rows = db
    .select({
      id: orders.id,
      kind: orders.kind,
      stage: orders.stage,
      reference: orders.reference,
      name: orders.customerName,
      email: orders.customerEmail,
      phone: orders.customerPhone,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SEARCH_GROUP_SIZE)
    .all()
    .map((r) => ({
      ...r,
      phone: formatPhone(r.phone),
      number: formatOrderNumber(r.id),
      stageLabel: stageLabel(r.kind, r.stage as never),
    }))
  return found(rows, total)
}

/** Visits: all of them for whoever runs the calendar, else only those assigned to `actor`. */
function searchVisits(search: StaffSearch, actor: StaffActor) {
  const { appointments } = schema
  const where = and(
    searchColumns(
      search.text,
      [appointments.customerName, appointments.customerEmail, appointments.customerAddress],
      phoneMatches(search, appointments.customerPhone),
      search.reference ? eq(appointments.reference, search.reference) : undefined,
    ),
    can(actor.role, 'daily-work') ? undefined : eq(appointments.assignedAdminId, actor.id),
  )
  const total = db.select({ n: count() }).from(appointments).where(where).get()?.n ?? 0
  const rows = db
    .select({
      id: appointments.id,
      name: appointments.customerName,
      email: appointments.customerEmail,
      phone: appointments.customerPhone,
      address: appointments.customerAddress,
      serviceType: appointments.serviceType,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      status: appointments.status,
      reference: appointments.reference,
    })
    .from(appointments)
    .where(where)
    .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentTime))
    .limit(SEARCH_GROUP_SIZE)
    .all()
    .map((r) => ({ ...r, phone: formatPhone(r.phone) }))
  return found(rows, total)
}

/**
 * What the admin frame's search finds for `actor`, grouped by kind. A kind the actor may not see
 * is null (not an empty group: the page does not offer it at all).
 */
export function searchForStaff(search: StaffSearch, actor: StaffActor) {
  const dailyWork = can(actor.role, 'daily-work')
  if (!search.text) return { leads: null, orders: null, visits: null, customers: null }
  const customers = dailyWork ? listCustomers(search, 1, SEARCH_GROUP_SIZE) : null
  return {
    leads: dailyWork ? searchLeads(search) : null,
    orders: dailyWork ? searchOrders(search) : null,
    visits: can(actor.role, 'own-visits') ? searchVisits(search, actor) : null,
    customers: customers ? found(customers.customers, customers.total) : null,
  }
}
