/**
 * An order as its customer's private page shows it (and the base of the staff view).
 */
import { eq } from 'drizzle-orm'
import { storedTaxLabel } from '~/domain/florida-tax'
import type { InstalledJobSpecification } from '~/domain/installed-job'
import {
  type LeadWindow,
  leadTimeSentence,
  orderLeadTime,
  storedLeadWindow,
} from '~/domain/lead-time'
import type { Locale } from '~/domain/locale'
import { formatOrderNumber } from '~/domain/order'
import type { LineSpecification } from '~/domain/order-specification'
import { formatDimensions } from '~/domain/pricing'
import { db, schema } from '../platform/db.server'
import type { OrderCustomer, OrderRow } from './order-rows.server'
import { specifyOrderLines } from './order-specification.server'
import { specWordsFor } from './spec-words.server'
import { linkedVisit } from './workflow.server'

const { orders, orderLines } = schema

export type OrderView = {
  id: number
  /** The sequential number (#42): staff only. */
  number: string
  /** What the customer sees (7KQ2-M9XD): says nothing of how many orders there are. */
  reference: string
  kind: OrderRow['kind']
  status: OrderRow['status']
  /** The customer's language: what is sent them about the order goes in it. */
  language: OrderRow['language']
  createdAt: string
  paidAt: string | null
  /** The installation window promised at payment (null before it, or for samples only). */
  leadWindow: LeadWindow | null
  customer: OrderCustomer
  /** As stored when the order was placed; the tax's label from the rates it was taxed at. */
  totals: {
    subtotalCents: number
    installationCents: number
    taxCents: number
    totalCents: number
    taxLabel: string
  }
  /** An installed job's specification as the customer accepted it (issue 39); null otherwise. */
  specification: InstalledJobSpecification | null
  lines: {
    id: number
    kind: 'product' | 'sample'
    productName: string
    fabricName: string
    dimensionsLabel: string
    roomLabel: string | null
    unitPriceCents: number
    quantity: number
    lineTotalCents: number
    installationCents: number
    /** The written-out specification (app/domain/order-specification.ts). */
    spec: LineSpecification
  }[]
}

/**
 * An order as its pages and e-mails show it; its lines' specification in `specLanguage`:
 * English (staff, the work order), a page's language, or 'customer' for the order's own
 * (what the site sends the customer).
 */
export function getOrderView(
  orderId: number,
  specLanguage: Locale | 'customer' = 'en',
): OrderView | null {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get()
  if (!order) return null
  const lines = db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id)
    .all()
  const specs = specifyOrderLines(
    lines,
    specWordsFor(specLanguage === 'customer' ? order.language : specLanguage),
  )
  return {
    id: order.id,
    number: formatOrderNumber(order.id),
    reference: order.reference ?? '',
    kind: order.kind,
    status: order.status,
    language: order.language,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    leadWindow: storedLeadWindow(order.promisedWindow),
    specification: order.specification ?? null,
    customer: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone || undefined,
      address: order.customerAddress ?? undefined,
      city: order.customerCity ?? undefined,
      zipCode: order.customerZip ?? undefined,
    },
    totals: {
      subtotalCents: order.subtotalCents,
      installationCents: order.installationCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      taxLabel: storedTaxLabel(order),
    },
    lines: lines.map((l, index) => ({
      id: l.id,
      kind: l.kind,
      productName: l.productName,
      fabricName: l.fabricName,
      dimensionsLabel: l.kind === 'sample' ? '' : formatDimensions(l.widthEighths, l.heightEighths),
      roomLabel: l.roomLabel,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      lineTotalCents: l.lineTotalCents,
      installationCents: l.installationCents,
      spec: specs[index],
    })),
  }
}

/**
 * When the customer gets the order, in words, as it stands now: the promised window, then the
 * supplier's expected date, then the booked visit; nothing once it is done
 * (`orderLeadTime`, app/domain/lead-time.ts).
 */
function leadTimeNow(orderId: number, view: OrderView): string | null {
  const order = db
    .select({
      stage: orders.stage,
      expectedDate: orders.expectedDate,
      appointmentId: orders.appointmentId,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get()
  if (!order) return null
  const visit = linkedVisit(order.appointmentId)
  return orderLeadTime({
    stage: order.stage,
    promised: view.leadWindow,
    withInstallation: view.lines.some((l) => l.kind === 'product' && l.installationCents > 0),
    expectedDate: order.expectedDate,
    visit: visit && !visit.cancelled ? visit : null,
  })
}

/**
 * An order as its customer's private page shows it: the reference, never the sequential
 * numbers (the order's id and number, its lines' ids), which would tell how many orders
 * there are.
 */
export function getCustomerOrderView(orderId: number, locale: Locale = 'en') {
  const view = getOrderView(orderId, locale)
  if (!view) return null
  const { id: _id, number: _number, lines, ...rest } = view
  const { name } = specWordsFor(locale)
  return {
    ...rest,
    /** When the customer gets it, in words, as it stands now (null once done). */
    leadTime: leadTimeNow(orderId, view),
    // The product's name in the page's language ('Fabric sample: ' stays: the page reads it).
    lines: lines.map(({ id: _lineId, ...line }) => ({
      ...line,
      productName: line.productName.replace(
        /^(Fabric sample: )?(.*)$/s,
        (_, sample = '', product) => `${sample}${name(product)}`,
      ),
    })),
  }
}

/** The installation window an order was promised at payment, in words (null when none). */
export function promisedLeadTime(orderId: number): string | null {
  const row = db
    .select({ promisedWindow: orders.promisedWindow })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get()
  const window = storedLeadWindow(row?.promisedWindow)
  return window ? leadTimeSentence(window) : null
}
