/**
 * The customer page's reads (issue 28): everything one person has asked of us, found by their
 * e-mail address (any case) or phone number (digits only, with or without the country code 1):
 * leads, orders, visits, the B2B jobs a window company sent for them, and their estimates.
 * Reads only.
 */
import { asc, desc, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { CustomerKey } from '~/domain/dashboard'
import { leadReference } from '~/domain/follow-up'
import { stageLabel } from '~/domain/order-workflow'
import { db, schema } from '~/server/platform/db.server'

/** A phone column's digits: '(954) 555-0100' -> '9545550100'. */
function digits(column: SQLiteColumn): SQL {
  return sql`replace(replace(replace(replace(replace(replace(${column}, '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', '')`
}

/** The column matches the key: the same e-mail in any case, or the same phone digits. */
function matches(key: CustomerKey, email: SQLiteColumn, phone: SQLiteColumn): SQL {
  if (key.kind === 'email') return sql`lower(trim(${email})) = ${key.value}`
  return sql`(${digits(phone)} = ${key.value} or ${digits(phone)} = ${`1${key.value}`})`
}

export function findCustomerRecords(key: CustomerKey) {
  const { leads, orders, appointments, windowCompanyRequests: w } = schema
  const leadRows = db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      status: leads.status,
      source: leads.source,
      createdAt: leads.createdAt,
      archivedAt: leads.archivedAt,
    })
    .from(leads)
    .where(matches(key, leads.email, leads.phone))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .all()
  const orderRows = db
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
    .where(matches(key, orders.customerEmail, orders.customerPhone))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .all()
  const visitRows = db
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
    })
    .from(appointments)
    .where(matches(key, appointments.customerEmail, appointments.customerPhone))
    .orderBy(desc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .all()
  const b2bRows = db
    .select({
      id: w.id,
      companyName: w.companyName,
      name: w.customerName,
      email: w.customerEmail,
      phone: w.customerPhone,
      address: w.customerAddress,
      status: w.status,
      createdAt: w.createdAt,
      archivedAt: w.archivedAt,
    })
    .from(w)
    .where(matches(key, w.customerEmail, w.customerPhone))
    .orderBy(desc(w.createdAt), desc(w.id))
    .all()
  const e = schema.estimates
  const estimateRows = db
    .select({
      id: e.id,
      reference: e.reference,
      status: e.status,
      version: e.version,
      name: e.customerName,
      email: e.customerEmail,
      phone: e.customerPhone,
      createdAt: e.createdAt,
    })
    .from(e)
    .where(matches(key, e.customerEmail, e.customerPhone))
    .orderBy(desc(e.createdAt), desc(e.id))
    .all()
  const names = [...leadRows, ...orderRows, ...visitRows, ...b2bRows, ...estimateRows].map(
    (r) => r.name,
  )
  return {
    /** The names they gave, most used first. */
    names: [...new Map(names.map((n) => [n, names.filter((m) => m === n).length])).entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([n]) => n),
    leads: leadRows.map((r) => ({ ...r, reference: leadReference(r.id) })),
    orders: orderRows.map((r) => ({ ...r, stageLabel: stageLabel(r.kind, r.stage as never) })),
    visits: visitRows,
    b2b: b2bRows,
    estimates: estimateRows,
  }
}
