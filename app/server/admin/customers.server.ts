/**
 * The customer page's reads (issue 28): everything one person has asked of us, found by their
 * e-mail address (any case) or phone number (digits only, with or without the country code 1):
 * leads, orders, visits, the B2B jobs a window company sent for them, and their estimates.
 * Reads only.
 */
import { asc, desc, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { lifetimeValueCents } from '~/domain/customer-list'
import type { CustomerKey } from '~/domain/dashboard'
import { leadReference } from '~/domain/follow-up'
import { stageLabel } from '~/domain/order-workflow'
import { formatPhone } from '~/domain/phone'
import { db, schema } from '~/server/platform/db.server'
import { containsPattern } from './admin-search.server'

/** A phone column's digits: '(954) 555-0100' -> '9545550100'. */
export function digits(column: SQLWrapper): SQL {
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

// ---------------------------------------------------------------- the customers list (issue 40.27)

/**
 * A record's customer key in SQL: the rule of `customerKey` (app/domain/dashboard.ts) that the
 * customer page finds records by, as `customerPageUrl` picks it: the e-mail address lower-cased
 * and trimmed when there is one, else the phone's digits (the country code 1 dropped, 7 to 15
 * digits). Null when neither makes a key. Over the `email` and `phone` columns of `contacts`.
 */
const CONTACT_KEY = sql.raw(`case
  when e like '_%@_%' and e not like '%@%@%' and instr(e, ' ') = 0 then e
  when p <> '' and p not glob '*[^0-9]*' and length(p1) between 7 and 15 then p1
end`)

/** Every record that names a person: who (name, e-mail, phone), what kind, and when it last moved. */
function contacts(): SQL {
  const { leads: l, orders: o, appointments: a, estimates: e, windowCompanyRequests: w } = schema
  const row = (
    kind: string,
    table: SQLWrapper,
    name: SQLiteColumn,
    email: SQLiteColumn,
    phone: SQLiteColumn,
    at: SQLiteColumn,
    reference: SQL,
  ) =>
    sql`select ${kind} as kind, ${name} as name, coalesce(${email}, '') as email, coalesce(${phone}, '') as phone, ${at} as at, ${reference} as reference from ${table}`
  return sql.join(
    [
      row('lead', l, l.name, l.email, l.phone, l.updatedAt, sql`'Q-' || ${l.id}`),
      row(
        'order',
        o,
        o.customerName,
        o.customerEmail,
        o.customerPhone,
        o.updatedAt,
        sql`${o.reference}`,
      ),
      row(
        'visit',
        a,
        a.customerName,
        a.customerEmail,
        a.customerPhone,
        a.updatedAt,
        sql`${a.reference}`,
      ),
      row(
        'estimate',
        e,
        e.customerName,
        e.customerEmail,
        e.customerPhone,
        e.updatedAt,
        sql`${e.reference}`,
      ),
      row('b2b', w, w.customerName, w.customerEmail, w.customerPhone, w.updatedAt, sql`null`),
    ],
    sql` union all `,
  )
}

/**
 * Rows of `select … email, phone …` with their customer key added (and `e`, `p`: the e-mail
 * lower-cased and trimmed, the phone's digits).
 */
function withCustomerKey(rows: SQL): SQL {
  return sql`select *, ${CONTACT_KEY} as key from (
    select *, case when length(p) = 11 and substr(p, 1, 1) = '1' then substr(p, 2) else p end as p1 from (
      select *, lower(trim(email)) as e, ${digits(sql.raw('phone'))} as p from (${rows})
    )
  )`
}

/** The records with their customer key: `keyed`, a CTE the list and its search read. */
function keyedContacts(): SQL {
  return sql`keyed as (${withCustomerKey(contacts())})`
}

export const CUSTOMERS_PAGE_SIZE = 50

/** What the customers list's search looks for (app/domain/customer-list.ts `staffSearch`). */
export type CustomerSearch = {
  text: string
  phoneDigits: string | null
  reference: string | null
  leadId: number | null
}

/** A customer any of whose records matches: name, e-mail, phone digits or a reference. */
function customerMatches(search: CustomerSearch): SQL {
  const pattern = containsPattern(search.text)
  const conditions = [
    sql`name like ${pattern} escape '\\'`,
    sql`email like ${pattern} escape '\\'`,
    search.phoneDigits ? sql`p like ${containsPattern(search.phoneDigits)} escape '\\'` : undefined,
    search.reference ? sql`reference = ${search.reference}` : undefined,
    search.leadId ? sql`reference = ${`Q-${search.leadId}`}` : undefined,
  ].filter((c): c is SQL => Boolean(c))
  return sql`key in (select key from keyed where ${sql.join(conditions, sql` or `)})`
}

type CustomerRow = {
  key: string
  name: string
  email: string
  phone: string
  lastAt: number
  leads: number
  orders: number
  visits: number
  estimates: number
  b2b: number
}

/**
 * The customers list: one row per customer (everyone known by an e-mail or phone across leads,
 * orders, visits, estimates and window-company jobs), the latest name and contact they gave,
 * how many records of each kind, last activity (the latest change to any of their records),
 * newest first, a page at a time.
 */
export function listCustomers(
  search: CustomerSearch,
  page: number,
  pageSize = CUSTOMERS_PAGE_SIZE,
) {
  const where = search.text ? sql`where ${customerMatches(search)}` : sql`where key is not null`
  const total =
    db.get<{ n: number }>(
      sql`with ${keyedContacts()} select count(distinct key) as n from keyed ${where} and key is not null`,
    )?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const shown = Math.min(Math.max(1, page), pageCount)
  const rows = db.all<CustomerRow>(sql`with ${keyedContacts()},
    ranked as (
      select *, row_number() over (partition by key order by at desc) as latest from keyed ${where} and key is not null
    )
    select key,
      max(case when latest = 1 then name end) as name,
      max(case when latest = 1 then e end) as email,
      max(case when latest = 1 then phone end) as phone,
      max(at) as lastAt,
      sum(kind = 'lead') as leads, sum(kind = 'order') as orders, sum(kind = 'visit') as visits,
      sum(kind = 'estimate') as estimates, sum(kind = 'b2b') as b2b
    from ranked group by key
    order by lastAt desc, key
    limit ${pageSize} offset ${(shown - 1) * pageSize}`)
  const values = lifetimeValues(rows.map((r) => r.key))
  return {
    customers: rows.map((r) => ({
      ...r,
      // One way in every staff list, however it was typed.
      phone: r.phone ? formatPhone(r.phone) : r.phone,
      lastActivity: new Date(r.lastAt),
      lifetimeValueCents: values.get(r.key) ?? 0,
    })),
    total,
    page: shown,
    pageCount,
  }
}

/** Each customer's lifetime value (`lifetimeValueCents`), from their orders' payments and refunds. */
function lifetimeValues(keys: string[]): Map<string, number> {
  if (keys.length === 0) return new Map()
  const { orders, payments, orderRefunds } = schema
  const owned = db.all<{ id: number; key: string }>(
    sql`select id, key from (${withCustomerKey(
      sql`select ${orders.id} as id, ${orders.customerEmail} as email, ${orders.customerPhone} as phone from ${orders}`,
    )}) where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  )
  const ids = owned.map((o) => o.id)
  if (ids.length === 0) return new Map()
  const paid = db
    .select({
      orderId: payments.orderId,
      status: payments.status,
      amountCents: payments.amountCents,
    })
    .from(payments)
    .where(inArray(payments.orderId, ids))
    .all()
  const refunded = db
    .select({
      orderId: orderRefunds.orderId,
      status: orderRefunds.status,
      amountCents: orderRefunds.amountCents,
    })
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, ids))
    .all()
  const byKey = new Map<string, { payments: typeof paid; refunds: typeof refunded }[]>()
  for (const { id, key } of owned) {
    const list = byKey.get(key) ?? []
    list.push({
      payments: paid.filter((p) => p.orderId === id),
      refunds: refunded.filter((r) => r.orderId === id),
    })
    byKey.set(key, list)
  }
  return new Map([...byKey].map(([key, list]) => [key, lifetimeValueCents(list)]))
}
