/**
 * The whole data model of the site and its back office, in one place.
 * Money is integer cents; timestamps are UTC milliseconds; dimensions are eighths of an inch.
 */
import { sql } from 'drizzle-orm'
import {
  type AnySQLiteColumn,
  blob,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import { newReference } from '../app/domain/customer-reference'
import {
  DEFAULT_DEPOSIT_BASIS_POINTS,
  DISCOUNT_KINDS,
  ESTIMATE_LINE_KINDS,
  ESTIMATE_STATUSES,
} from '../app/domain/estimate'
import type { InstalledJobSpecification } from '../app/domain/installed-job'

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`)
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`)
    .$onUpdate(() => new Date())
const isActive = () => integer('is_active', { mode: 'boolean' }).notNull().default(true)
const sortOrder = () => integer('sort_order').notNull().default(0)
/**
 * Set when staff delete the row: it leaves every list and public page but stays, so the undo in
 * the toast (and the archived filter) can bring it back: nothing is destroyed by one click.
 */
const archivedAt = () => integer('archived_at', { mode: 'timestamp_ms' })
/** The day staff mean to chase this again, YYYY-MM-DD in the business time zone. */
const followUpOn = () => text('follow_up_on')
/**
 * What the customer sees instead of the sequential id (app/domain/customer-reference.ts).
 * Nullable only because SQLite cannot add a NOT NULL column without a default: the migration
 * that added it gave every existing row one, and every insert gets one here.
 */
const customerReference = () => text('reference').$defaultFn(() => newReference())

/**
 * Where the customer came from when this row arrived (issue 42, app/domain/arrival.ts): the
 * first page of their visit, the site that linked to it, the link's utm_* values. The same five
 * columns on leads, orders and visits, set once by the insert (`arrivalFromRequest`); all null
 * when it was not known (older rows, no cookie, rows staff made). Nothing else about a visitor.
 */
const arrivalColumns = () => ({
  arrivalLanding: text('arrival_landing'),
  arrivalReferrer: text('arrival_referrer'),
  arrivalSource: text('arrival_source'),
  arrivalMedium: text('arrival_medium'),
  arrivalCampaign: text('arrival_campaign'),
})

/**
 * The language the customer used (issue 41): the page's language when they made the row, the
 * lead's or customer's when staff made it. Everything the site sends them later goes in it.
 */
const customerLanguage = () =>
  text('language', { enum: ['en', 'es'] })
    .notNull()
    .default('en')

/** Product types as the catalogue API names them: regular = vertical blinds. */
export const PRODUCT_TYPES = ['regular', 'zebra', 'roller'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]
export const IMAGE_PRODUCT_TYPES = ['regular', 'zebra', 'roller', 'other'] as const

// ---------------------------------------------------------------- catalogue

export const productImages = sqliteTable(
  'product_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productType: text('product_type', { enum: IMAGE_PRODUCT_TYPES }).notNull(),
    imageUrl: text('image_url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    altText: text('alt_text').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    sortOrder: sortOrder(),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('product_images_type_sort').on(t.productType, t.sortOrder)],
)

/**
 * A fabric swatch. `priceGroup` is the price group A-F for vertical blinds and the
 * price chart number ('1'-'4' zebra, '1'-'8' roller) for shades.
 */
export const fabricSwatches = sqliteTable(
  'fabric_swatches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fabricName: text('fabric_name').notNull(),
    color: text('color').notNull(),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    priceGroup: text('price_group').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    sortOrder: sortOrder(),
    isActive: isActive(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fabric_swatches_type_name').on(t.productType, t.fabricName),
    index('fabric_swatches_type_group').on(t.productType, t.priceGroup),
  ],
)

/** An option a configurator offers (cordless, installation, motorized, valance, cassette…). */
export const productOptions = sqliteTable(
  'product_options',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    /** Stable key the configurators and price calls use, e.g. 'cordless', 'cassette_4'. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    description: text('description').notNull().default(''),
    /** Pre-checked in the configurator (installation). */
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    sortOrder: sortOrder(),
    isActive: isActive(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('product_options_type_code').on(t.productType, t.code)],
)

/** One cell of a price grid: the price of a size within a price group or chart. */
export const priceGridCells = sqliteTable(
  'price_grid_cells',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    priceGroup: text('price_group').notNull(),
    widthInches: integer('width_inches').notNull(),
    heightInches: integer('height_inches').notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_grid_cells_cell').on(
      t.productType,
      t.priceGroup,
      t.widthInches,
      t.heightInches,
    ),
  ],
)

export const HARDWARE_KINDS = ['motor', 'accessory'] as const
export type HardwareKind = (typeof HARDWARE_KINDS)[number]

/** Motors and accessories sold on /shop/motors-accessories. */
export const hardwareProducts = sqliteTable(
  'hardware_products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: HARDWARE_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    imageUrl: text('image_url'),
    category: text('category').notNull(),
    /** JSON list of text */
    features: text('features', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** JSON object of text values */
    specifications: text('specifications', { mode: 'json' })
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    /** JSON object of lists, flattened for display */
    compatibility: text('compatibility', { mode: 'json' })
      .$type<Record<string, string[]>>()
      .notNull()
      .default({}),
    installationDifficulty: text('installation_difficulty').notNull().default('easy'),
    warranty: text('warranty').notNull().default(''),
    sortOrder: sortOrder(),
    isActive: isActive(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('hardware_products_kind_sort').on(t.kind, t.sortOrder)],
)

// ---------------------------------------------------------------- leads

export const LEAD_SOURCES = ['quote-wizard', 'city-page', 'motors-quote', 'cart-quote'] as const
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const

/** A request for a free quote: the business lives on these. */
export const leads = sqliteTable(
  'leads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    serviceType: text('service_type'),
    propertyType: text('property_type'),
    zipCode: text('zip_code'),
    timeFrame: text('time_frame'),
    roomCount: text('room_count'),
    isHomeowner: integer('is_homeowner', { mode: 'boolean' }).notNull().default(false),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address'),
    details: text('details'),
    /** City page the request came from, when it did. */
    city: text('city'),
    /** Motors-and-accessories quote lines: JSON list. */
    quoteLines: text('quote_lines', { mode: 'json' }).$type<
      { productId: number; productName: string; quantity: number; unitPriceCents: number }[]
    >(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    language: customerLanguage(),
    followUpOn: followUpOn(),
    archivedAt: archivedAt(),
    ...arrivalColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_created').on(t.createdAt),
    // The reports' funnel reads a range's leads with these alone (a covering index, issue 42).
    index('leads_report').on(t.createdAt, t.source, t.city, t.serviceType),
    // Where customers come from: a range's leads by their arrival (a covering index).
    index('leads_arrival').on(
      t.createdAt,
      t.arrivalLanding,
      t.arrivalReferrer,
      t.arrivalSource,
      t.arrivalCampaign,
    ),
  ],
)

export const leadPhotos = sqliteTable('lead_photos', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  leadId: integer('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
})

// ---------------------------------------------------------------- cart and orders

export const carts = sqliteTable('carts', {
  /** Random id held in a signed cookie. */
  id: text('id').primaryKey(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const MOUNT_TYPES = ['inside', 'outside'] as const
export const OPERATION_TYPES = ['manual', 'motorized'] as const
export const CONTROL_SIDES = ['left', 'right'] as const

/** A configured made-to-measure product in a cart. It holds no price: the server prices it. */
export const cartLines = sqliteTable('cart_lines', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cartId: text('cart_id')
    .notNull()
    .references(() => carts.id, { onDelete: 'cascade' }),
  productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
  fabricSwatchId: integer('fabric_swatch_id')
    .notNull()
    .references(() => fabricSwatches.id),
  widthEighths: integer('width_eighths').notNull(),
  heightEighths: integer('height_eighths').notNull(),
  mountType: text('mount_type', { enum: MOUNT_TYPES }),
  operationType: text('operation_type', { enum: OPERATION_TYPES }),
  controlSide: text('control_side', { enum: CONTROL_SIDES }),
  /** Codes of the selected options, JSON list. */
  optionCodes: text('option_codes', { mode: 'json' }).$type<string[]>().notNull().default([]),
  quantity: integer('quantity').notNull().default(1),
  /** Where the customer will hang it ("Master bedroom, left window"), for the installer. */
  roomLabel: text('room_label'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** A free fabric sample in a cart: no size, no price (at most 10 per cart). */
export const cartSamples = sqliteTable(
  'cart_samples',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    fabricSwatchId: integer('fabric_swatch_id')
      .notNull()
      .references(() => fabricSwatches.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_samples_cart_fabric').on(t.cartId, t.fabricSwatchId)],
)

/**
 * order: paid by card; quote: priced, staff call back; samples: free swatches only;
 * installed-job: an accepted estimate, its deposit paid (issue 39).
 */
export const ORDER_KINDS = ['order', 'quote', 'samples', 'installed-job'] as const
export const ORDER_LINE_KINDS = ['product', 'sample'] as const
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'in-production',
  'installed',
  'completed',
  'cancelled',
  'refunded',
] as const

/**
 * The fulfilment workflow's stages (app/domain/order-workflow.ts ALL_STAGES; a test checks they
 * agree). `status` above is kept in step with the stage (legacyStatusForStage) for the readers
 * that still filter by it (the orders list, when a private link ends).
 */
export const ORDER_STAGES = [
  'awaiting-payment',
  'paid',
  'ordered',
  'goods-received',
  'installation-scheduled',
  'shipped',
  'installed',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
  'received',
  'mailed',
  'done',
  'contacted',
  'quoted',
  'won',
  'lost',
] as const

export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('order'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** Where the order is in its kind's workflow; set with every insert and move. */
    stage: text('stage', { enum: ORDER_STAGES }).notNull().default('awaiting-payment'),
    /** What the latest moves recorded: the supplier's order, the parcel, the visit. */
    supplierReference: text('supplier_reference'),
    /** 'YYYY-MM-DD', when the supplier expects to deliver. */
    expectedDate: text('expected_date'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The booked installation visit (appointments.id); the visit is defined further down. */
    appointmentId: integer('appointment_id'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerAddress: text('customer_address'),
    customerCity: text('customer_city'),
    customerZip: text('customer_zip'),
    language: customerLanguage(),
    subtotalCents: integer('subtotal_cents').notNull(),
    installationCents: integer('installation_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /**
     * The rates the tax was computed at (app/domain/florida-tax.ts), in basis points (1% = 100),
     * and the county whose surtax it is ('' or null: the destination's county was not known).
     * Orders stored before the Florida rule were all taxed at 7%: the migration says so.
     */
    taxStateBasisPoints: integer('tax_state_basis_points'),
    taxSurtaxBasisPoints: integer('tax_surtax_basis_points'),
    taxCounty: text('tax_county'),
    cartId: text('cart_id'),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    /** The installation window promised at payment (app/domain/lead-time.ts): it never moves after. */
    promisedWindow: text('promised_window', { mode: 'json' }).$type<{
      minDays: number
      maxDays: number
      fromDate: string
      toDate: string
    }>(),
    reference: customerReference(),
    /**
     * An installed job's estimate (issue 39): one order per estimate. The estimates table is
     * defined further down.
     */
    estimateId: integer('estimate_id').references((): AnySQLiteColumn => estimates.id, {
      onDelete: 'set null',
    }),
    /** An installed job's deposit, as the accepted estimate asked it (cents). */
    depositCents: integer('deposit_cents'),
    /**
     * An installed job's specification as the customer accepted it: rooms, windows, the lines
     * counted (catalogue and hand-priced, the chosen alternatives, the ticked options) and the
     * estimate's totals. Kept whole, so a later change to the estimate never changes the job.
     */
    specification: text('specification', { mode: 'json' }).$type<InstalledJobSpecification>(),
    /** When the balance was invoiced (the installer marked the job installed). */
    balanceInvoicedAt: integer('balance_invoiced_at', { mode: 'timestamp_ms' }),
    ...arrivalColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_created').on(t.createdAt),
    uniqueIndex('orders_reference').on(t.reference),
    uniqueIndex('orders_estimate').on(t.estimateId),
    // The reports count sales by the day they were paid (issue 42).
    index('orders_paid').on(t.paidAt),
  ],
)

/**
 * Each county's discretionary sales surtax with the date it applies from (app/domain/florida-tax.ts),
 * set by the owner (Pricing Rules > Sales Tax): a county's rate on a date is its latest row
 * applying on or before it. A county with no row: the code's seed (app/content/florida-sales-tax.ts).
 * Every cart's totals show it (the sticky bar of every page), so its triggers move the content
 * version.
 */
export const salesTaxRates = sqliteTable(
  'sales_tax_rates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    county: text('county').notNull(),
    /** 1% = 100. */
    surtaxBasisPoints: integer('surtax_basis_points').notNull(),
    /** 'YYYY-MM-DD', business time. */
    appliesFrom: text('applies_from').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sales_tax_rates_county_date').on(t.county, t.appliesFrom)],
)

/**
 * Lead time per product type, set by staff (app/domain/lead-time.ts): production, then the
 * installation window after it, in business days. No row: the code's defaults. Shown on the
 * public pages, so its triggers move the content version.
 */
export const productLeadTimes = sqliteTable('product_lead_times', {
  productType: text('product_type', { enum: PRODUCT_TYPES }).primaryKey(),
  productionMinDays: integer('production_min_days').notNull(),
  productionMaxDays: integer('production_max_days').notNull(),
  installMinDays: integer('install_min_days').notNull(),
  installMaxDays: integer('install_max_days').notNull(),
  updatedAt: updatedAt(),
})

export const orderLines = sqliteTable('order_lines', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
  productName: text('product_name').notNull(),
  fabricSwatchId: integer('fabric_swatch_id').references(() => fabricSwatches.id),
  fabricName: text('fabric_name').notNull(),
  widthEighths: integer('width_eighths').notNull(),
  heightEighths: integer('height_eighths').notNull(),
  mountType: text('mount_type'),
  operationType: text('operation_type'),
  controlSide: text('control_side'),
  optionCodes: text('option_codes', { mode: 'json' }).$type<string[]>().notNull().default([]),
  unitPriceCents: integer('unit_price_cents').notNull(),
  quantity: integer('quantity').notNull(),
  installationCents: integer('installation_cents').notNull().default(0),
  lineTotalCents: integer('line_total_cents').notNull(),
  /** 'sample': a free fabric swatch (no size: width and height 0, price 0). */
  kind: text('kind', { enum: ORDER_LINE_KINDS }).notNull().default('product'),
  roomLabel: text('room_label'),
})

export const PAYMENT_STATUSES = [
  'requires_payment',
  'processing',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
] as const

/** What a card payment pays: a shop order's total, an installed job's deposit or its balance. */
export const PAYMENT_PURPOSES = ['order', 'deposit', 'balance'] as const

export const payments = sqliteTable('payments', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('order'),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('stripe'),
  paymentIntentId: text('payment_intent_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('requires_payment'),
  idempotencyKey: text('idempotency_key').notNull(),
  failureMessage: text('failure_message'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const ORDER_HISTORY_KINDS = ['move', 'note'] as const

/**
 * An order's history, oldest first: every stage move (from, to, what it recorded, whether the
 * customer was e-mailed) and every internal note (never shown to the customer).
 */
export const orderHistory = sqliteTable(
  'order_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_HISTORY_KINDS }).notNull().default('move'),
    /** The stage before (null for a note, and for the entry that created the order); a legacy status for the migration's entry. */
    fromStage: text('from_stage'),
    /** The stage after (null for a note). */
    toStage: text('to_stage'),
    /** Who: the admin's username, or 'system', 'customer', 'migration'. */
    by: text('by').notNull(),
    note: text('note'),
    /** Why it went back, or was cancelled or lost. */
    reason: text('reason'),
    /** What the move recorded (supplier reference, tracking, visit): MoveDetails. */
    details: text('details', { mode: 'json' }).$type<Record<string, string | number>>(),
    /** Whether the customer was e-mailed about it (false when not, or "don't notify"). */
    notified: integer('notified', { mode: 'boolean' }).notNull().default(false),
    at: integer('at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    index('order_history_order').on(t.orderId, t.id),
    // The reports: when each order reached a stage (installed), read from the index alone.
    index('order_history_stage').on(t.toStage, t.orderId, t.at),
  ],
)

export const REFUND_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
] as const

/** Each refund of an order, as made through Stripe's Refunds API or found by the webhook. */
export const orderRefunds = sqliteTable(
  'order_refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    stripeRefundId: text('stripe_refund_id').unique(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** The same order, form nonce and amount: one refund however often it is posted. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The admin's username, or 'stripe' for a refund made in Stripe's dashboard. */
    by: text('by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_refunds_order').on(t.orderId),
    index('order_refunds_created').on(t.createdAt),
  ],
)

export const OFFLINE_PAYMENT_METHODS = ['cash', 'check', 'zelle'] as const

/**
 * Money received outside the site (cash, a check, Zelle), recorded by the office on the order
 * (issue 39). Never deleted: a mistake is voided with a reason, and stops counting.
 */
export const offlinePayments = sqliteTable(
  'offline_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: OFFLINE_PAYMENT_METHODS }).notNull(),
    /** The check's number, Zelle's confirmation. */
    reference: text('reference'),
    /** 'YYYY-MM-DD' (business time): when the money was received. */
    receivedOn: text('received_on').notNull(),
    /** The form's nonce: the same form posted twice records one payment. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    recordedBy: text('recorded_by').notNull(),
    recordedAt: createdAt(),
    voidedAt: integer('voided_at', { mode: 'timestamp_ms' }),
    voidedBy: text('voided_by'),
    voidReason: text('void_reason'),
  },
  (t) => [index('offline_payments_order').on(t.orderId)],
)

/** A balance reminder sent: one per order and day after the invoice, however often the job runs. */
export const balanceReminders = sqliteTable(
  'balance_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    afterDays: integer('after_days').notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('balance_reminders_order_days').on(t.orderId, t.afterDays)],
)

/** Webhook events already handled, so a replayed event changes nothing. */
export const processedWebhookEvents = sqliteTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
})

// ---------------------------------------------------------------- appointments

export const APPOINTMENT_SERVICE_TYPES = [
  'consultation',
  'installation',
  'repair',
  'measurement',
] as const
export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled'] as const

/** The weekly template from which each weekday's slots are made. */
export const appointmentSlotTemplates = sqliteTable('appointment_slot_templates', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** 'HH:MM' in the business time zone */
  startTime: text('start_time').notNull().unique(),
  durationMinutes: integer('duration_minutes').notNull(),
  maxBookings: integer('max_bookings').notNull().default(1),
  /** The ISO days of the week it is offered ('1,2,3,4,5' = Monday to Friday; 6 = Saturday). */
  weekdays: text('weekdays').notNull().default('1,2,3,4,5'),
  isActive: isActive(),
})

/** A bookable slot on one date (YYYY-MM-DD, business time zone). */
export const appointmentSlots = sqliteTable(
  'appointment_slots',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    date: text('date').notNull(),
    timeSlot: text('time_slot').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    maxBookings: integer('max_bookings').notNull(),
    currentBookings: integer('current_bookings').notNull().default(0),
    isAvailable: integer('is_available', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [uniqueIndex('appointment_slots_date_time').on(t.date, t.timeSlot)],
)

/**
 * Days the business is closed (holidays, the office's own days off): no slots are offered on
 * them and they leave the public date list. Visits already booked on one stay booked.
 */
export const appointmentClosedDays = sqliteTable('appointment_closed_days', {
  /** YYYY-MM-DD in the business time zone */
  date: text('date').primaryKey(),
  /** What staff called it, e.g. "Thanksgiving". */
  label: text('label').notNull(),
  createdAt: createdAt(),
  /**
   * Set when staff open the day again: the row stays so the seed, which closes the holidays,
   * never closes a day staff chose to open. A reopened day is not closed.
   */
  reopenedAt: integer('reopened_at', { mode: 'timestamp_ms' }),
})

export const appointments = sqliteTable(
  'appointments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => appointmentSlots.id),
    customerName: text('customer_name').notNull(),
    /** Empty when staff booked a caller who has no e-mail address (nothing is e-mailed then). */
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerAddress: text('customer_address').notNull(),
    serviceType: text('service_type', { enum: APPOINTMENT_SERVICE_TYPES }).notNull(),
    serviceDescription: text('service_description'),
    appointmentDate: text('appointment_date').notNull(),
    appointmentTime: text('appointment_time').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('scheduled'),
    /** When the 24-hour reminder was claimed for sending (set once; cleared by a reschedule). */
    reminderSentAt: integer('reminder_sent_at', { mode: 'timestamp_ms' }),
    /**
     * The calendar file's SEQUENCE: raised by every move or cancellation, so a calendar that
     * has the visit updates it (same UID) instead of adding a second one.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** Why staff last cancelled or confirmed the visit (said to the customer), if they said. */
    statusReason: text('status_reason'),
    /** The lead staff booked this visit from, if any. */
    leadId: integer('lead_id').references(() => leads.id),
    /** The staff member (admin_users.id) who goes to this visit; null while unassigned. */
    assignedAdminId: integer('assigned_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    /** What the installer wrote when they marked the visit done (/admin/my-visits). */
    doneNote: text('done_note'),
    /** When the day-before reminder text was claimed (once; cleared by a move). */
    textReminderSentAt: integer('text_reminder_sent_at', { mode: 'timestamp_ms' }),
    language: customerLanguage(),
    ...arrivalColumns(),
    reference: customerReference(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('appointments_reference').on(t.reference),
    // The reports: visits by day, and the visits of a lead (issue 42).
    index('appointments_date').on(t.appointmentDate),
    index('appointments_lead').on(t.leadId),
    // Where customers come from: visits booked in a range by their arrival (a covering index).
    index('appointments_arrival').on(
      t.createdAt,
      t.arrivalLanding,
      t.arrivalReferrer,
      t.arrivalSource,
      t.arrivalCampaign,
    ),
  ],
)

/** Photos the installer took when marking a visit done (stored like lead photos). */
export const visitPhotos = sqliteTable('visit_photos', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  appointmentId: integer('appointment_id')
    .notNull()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
})

// ---------------------------------------------------------------- estimates

export { DISCOUNT_KINDS, ESTIMATE_LINE_KINDS, ESTIMATE_STATUSES }

/**
 * An estimate written at the customer's home (issue 39): rooms, windows and lines, priced by
 * the shop's engine for catalogue products and by hand for the rest; money rules in
 * app/domain/estimate.ts; one writer, app/server/estimates/estimates.server.ts. Editable while
 * a draft; once sent, a change is a new version (`replacesEstimateId`) and the old one becomes
 * 'replaced'. Photos per window are not kept yet.
 */
export const estimates = sqliteTable(
  'estimates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reference: customerReference(),
    /**
     * The customer's private link, /estimates/{token}: 32 random base64url characters. Kept as
     * it is (not hashed) because staff send it again and print it; it opens only this estimate.
     */
    token: text('token').notNull(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** The visit it was written at. */
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerAddress: text('customer_address'),
    customerZip: text('customer_zip'),
    language: customerLanguage(),
    status: text('status', { enum: ESTIMATE_STATUSES }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    replacesEstimateId: integer('replaces_estimate_id').references(
      (): AnySQLiteColumn => estimates.id,
      { onDelete: 'set null' },
    ),
    depositKind: text('deposit_kind', { enum: DISCOUNT_KINDS }).notNull().default('percent'),
    /** 50% = 5000. */
    depositBasisPoints: integer('deposit_basis_points')
      .notNull()
      .default(DEFAULT_DEPOSIT_BASIS_POINTS),
    depositCents: integer('deposit_cents').notNull().default(0),
    /** The whole estimate's discount; null: none. */
    discountKind: text('discount_kind', { enum: DISCOUNT_KINDS }),
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    /** YYYY-MM-DD in the business time zone: the last day the customer may accept it. */
    expiresOn: text('expires_on').notNull(),
    /** What the salesperson writes to the customer on the estimate. */
    customerNote: text('customer_note'),
    /**
     * The customer's choices (group id -> alternative id, ticked optional lines); null: the
     * defaults. Written by the customer's page.
     */
    choices: text('choices', { mode: 'json' }).$type<{
      alternatives: Record<string, number>
      optionalLineIds: number[]
    }>(),
    createdById: integer('created_by_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    createdByName: text('created_by_name').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** When the customer declined it on their page, and why if they said (issue 39). */
    declinedAt: integer('declined_at', { mode: 'timestamp_ms' }),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('estimates_reference').on(t.reference),
    uniqueIndex('estimates_token').on(t.token),
    index('estimates_lead').on(t.leadId),
    index('estimates_appointment').on(t.appointmentId),
    index('estimates_updated').on(t.updatedAt),
  ],
)

export const estimateRooms = sqliteTable(
  'estimate_rooms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('estimate_rooms_estimate').on(t.estimateId, t.sortOrder)],
)

/** A window as measured: its size in eighths of an inch (null until measured). */
export const estimateWindows = sqliteTable(
  'estimate_windows',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => estimateRooms.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    widthEighths: integer('width_eighths'),
    heightEighths: integer('height_eighths'),
    mountType: text('mount_type', { enum: MOUNT_TYPES }),
    notes: text('notes'),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('estimate_windows_room').on(t.roomId, t.sortOrder)],
)

/**
 * A photo of a window taken at the visit (issue 39): the customer's home, so kept under the
 * private `estimates/` prefix without metadata and served only by the estimate's own addresses
 * (staff who may see the estimate, or the holder of its link). Removing one sets `removedAt`
 * (put back while the estimate is a draft); a new version carries the photos still shown.
 */
export const estimateWindowPhotos = sqliteTable(
  'estimate_window_photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    windowId: integer('window_id')
      .notNull()
      .references(() => estimateWindows.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    createdById: integer('created_by_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('estimate_window_photos_window').on(t.windowId, t.id)],
)

/** Alternatives offered in a room ("Living room shades"): the customer picks one of them. */
export const estimateAlternativeGroups = sqliteTable(
  'estimate_alternative_groups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => estimateRooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [index('estimate_alternative_groups_estimate').on(t.estimateId)],
)

/** One alternative of a group ("Good", "Better", "Best"): the lines that belong to it. */
export const estimateAlternatives = sqliteTable(
  'estimate_alternatives',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    groupId: integer('group_id')
      .notNull()
      .references(() => estimateAlternativeGroups.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** The one counted until the customer chooses (the writer keeps one per group). */
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    sortOrder: sortOrder(),
  },
  (t) => [index('estimate_alternatives_group').on(t.groupId, t.sortOrder)],
)

/**
 * A line of an estimate, in a room and, for a window's product, on that window. A catalogue
 * line holds its configuration (size and mount are the window's) and the price the shop's
 * engine gave on the last save; a hand-priced line holds its description and unit price.
 */
export const estimateLines = sqliteTable(
  'estimate_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => estimateRooms.id, { onDelete: 'cascade' }),
    windowId: integer('window_id').references(() => estimateWindows.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ESTIMATE_LINE_KINDS }).notNull(),
    description: text('description').notNull().default(''),
    productType: text('product_type', { enum: PRODUCT_TYPES }),
    fabricSwatchId: integer('fabric_swatch_id').references(() => fabricSwatches.id),
    operationType: text('operation_type', { enum: OPERATION_TYPES }),
    controlSide: text('control_side', { enum: CONTROL_SIDES }),
    optionCodes: text('option_codes', { mode: 'json' }).$type<string[]>().notNull().default([]),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull().default(0),
    /** The shop's installation charge for the whole quantity (catalogue, installation chosen). */
    installationCents: integer('installation_cents').notNull().default(0),
    /** Why the engine could not price this catalogue line on the last save; null when priced. */
    priceError: text('price_error'),
    optional: integer('optional', { mode: 'boolean' }).notNull().default(false),
    alternativeId: integer('alternative_id').references(() => estimateAlternatives.id, {
      onDelete: 'set null',
    }),
    discountKind: text('discount_kind', { enum: DISCOUNT_KINDS }),
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('estimate_lines_estimate').on(t.estimateId, t.sortOrder),
    index('estimate_lines_window').on(t.windowId),
  ],
)

/**
 * The customer's acceptance of an estimate (issue 39; docs/decisions/138-estimate-signature.md):
 * one per estimate, never changed. It keeps what was signed as a snapshot (the version, the
 * choices, every counted line and the totals) with the SHA-256 of that snapshot, so a later
 * edit cannot change what the customer agreed to, and who signed it: the name typed, the
 * drawn signature (a small PNG, kept here with the record it belongs to), the time, the IP
 * address as the server saw it and the browser.
 */
export const estimateAcceptances = sqliteTable(
  'estimate_acceptances',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    signedName: text('signed_name').notNull(),
    /** The drawn signature, a PNG checked by its bytes; null: the typed name is the signature. */
    signaturePng: blob('signature_png', { mode: 'buffer' }).$type<Buffer>(),
    consentText: text('consent_text').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    /** The canonical JSON of what was accepted (app/domain/estimate-answer.ts). */
    snapshot: text('snapshot').notNull(),
    /** SHA-256 of `snapshot`, hex. */
    snapshotHash: text('snapshot_hash').notNull(),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('estimate_acceptances_estimate').on(t.estimateId)],
)

/**
 * The reminders e-mailed for a sent estimate not answered (issue 39): one row per reminder,
 * numbered from 1 in the order of the owner's days (app/domain/estimate-reminders.ts). The
 * unique number is what makes each reminder go once, whatever runs the job; written only by
 * app/server/estimates/estimate-reminders.server.ts.
 */
export const estimateReminders = sqliteTable(
  'estimate_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    /** Which reminder: 1 for the first day the owner set, 2 for the second... */
    number: integer('number').notNull(),
    /** The days after sending it was due at, as the owner had set them then. */
    afterDays: integer('after_days').notNull(),
    /** Whether SMTP took it (false: it waits in the outbox). */
    delivered: integer('delivered', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('estimate_reminders_number').on(t.estimateId, t.number)],
)

// ---------------------------------------------------------------- e-mail

/** Why a message is not sent: `waiting` while a queued one has not been tried yet (`queueMail`). */
export const OUTBOX_REASONS = [
  'smtp-not-configured',
  'smtp-failed',
  'waiting',
  'sms-not-configured',
  'sms-failed',
  'sms-held',
] as const
export const OUTBOX_STATUSES = ['sent', 'failed'] as const
/** E-mail, or a text (SMS) sent through Twilio (docs/decisions/139-texts.md). */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const

/**
 * Every message the site sends: sent (handed to SMTP) or failed (SMTP not configured, or it
 * refused the message: `reason` and `error` say why), so staff see both in the back office
 * (Admin > Outbox) and can send a failed one again. Nothing is lost.
 */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** [{ filename, contentType, content }] with text content (calendar files) */
  attachments: text('attachments', { mode: 'json' }).$type<
    { filename: string; contentType: string; content: string }[]
  >(),
  status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('failed'),
  /** Why the last attempt failed; null once sent. */
  reason: text('reason', { enum: OUTBOX_REASONS }),
  error: text('error'),
  /** How many times it was handed to SMTP (or would have been). */
  attempts: integer('attempts').notNull().default(1),
  sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  /** What the message is about, e.g. `appointment-confirmation:12` (pages ask if it went). */
  topic: text('topic'),
  /** Where a reply goes (the office for a customer's mail, the customer for a staff notice). */
  replyTo: text('reply_to'),
  /** 'sms': `to` is an E.164 number, `text` the message, `subject` what it is about. */
  channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
  /** Twilio's message SID of a text, to match its status callbacks. */
  providerId: text('provider_id'),
  /** What Twilio last said of a sent text: queued, sent, delivered, undelivered, failed. */
  deliveryStatus: text('delivery_status'),
  /** A text held ('sms-held': staff changed something at night) leaves at this instant. */
  notBefore: integer('not_before', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
})

// ---------------------------------------------------------------- texts (SMS)

/**
 * A customer's consent to texts, as given: the number (E.164), the exact wording they saw
 * beside the checkbox, when, on which form, and what it came with (`subject`, e.g.
 * `appointment:12`). Kept as evidence; a later STOP wins (text_opt_outs).
 */
export const textConsents = sqliteTable(
  'text_consents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phone: text('phone').notNull(),
    wording: text('wording').notNull(),
    /** The form it was given on: 'booking', later 'quote-wizard', 'checkout'... */
    source: text('source').notNull(),
    subject: text('subject'),
    ipAddress: text('ip_address'),
    givenAt: integer('given_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('text_consents_phone').on(t.phone)],
)

/** A number that answered STOP (or a variant): nothing is texted to it until it answers START. */
export const textOptOuts = sqliteTable('text_opt_outs', {
  phone: text('phone').primaryKey(),
  /** The word it sent (STOP, UNSUBSCRIBE...). */
  keyword: text('keyword').notNull(),
  optedOutAt: integer('opted_out_at', { mode: 'timestamp_ms' }).notNull(),
})

/**
 * A customer's text that is not a keyword, kept with what it answers (the visit, the lead, the
 * order: app/server/sms/inbound.server.ts decides); each null when none.
 */
export const textReplies = sqliteTable(
  'text_replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    providerId: text('provider_id'),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('text_replies_appointment').on(t.appointmentId),
    index('text_replies_lead').on(t.leadId),
    index('text_replies_order').on(t.orderId),
  ],
)

// ---------------------------------------------------------------- B2B

export const REQUEST_URGENCIES = ['low', 'medium', 'high', 'urgent'] as const
export const REQUEST_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const

/** A service request from a window company or contractor (B2B portal). */
export const windowCompanyRequests = sqliteTable(
  'window_company_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    customerAddress: text('customer_address').notNull(),
    projectDetails: text('project_details').notNull(),
    blindType: text('blind_type').notNull(),
    numberOfWindows: integer('number_of_windows').notNull(),
    /** YYYY-MM-DD in the business time zone */
    preferredDate: text('preferred_date'),
    urgency: text('urgency', { enum: REQUEST_URGENCIES }).notNull().default('medium'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    estimatedBudget: text('estimated_budget'),
    specialRequests: text('special_requests'),
    language: customerLanguage(),
    followUpOn: followUpOn(),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wcr_status').on(t.status)],
)

export const REQUEST_ACTIVITY_KINDS = [
  'note',
  'status',
  'email',
  'follow-up',
  'visit',
  'estimate',
  'archived',
  'restored',
] as const
export type RequestActivityKind = (typeof REQUEST_ACTIVITY_KINDS)[number]

/**
 * The follow-up timeline of a lead or a window-company request: staff notes ("called 9:40, left
 * voicemail"), status changes, e-mails sent, follow-up dates, visits booked, archive and restore.
 * Exactly one of the two owners is set.
 */
export const requestActivity = sqliteTable(
  'request_activity',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    windowCompanyRequestId: integer('window_company_request_id').references(
      () => windowCompanyRequests.id,
      { onDelete: 'cascade' },
    ),
    kind: text('kind', { enum: REQUEST_ACTIVITY_KINDS }).notNull(),
    body: text('body').notNull(),
    /** Who did it: the staff username, or null for the system (automatic e-mails). */
    author: text('author'),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_activity_lead').on(t.leadId, t.createdAt),
    index('request_activity_wcr').on(t.windowCompanyRequestId, t.createdAt),
  ],
)

// ---------------------------------------------------------------- content

export const siteContent = sqliteTable(
  'site_content',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    section: text('section').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    contentType: text('content_type').notNull().default('text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_content_section_key').on(t.section, t.key)],
)

export const siteImages = sqliteTable(
  'site_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    section: text('section').notNull(),
    key: text('key').notNull(),
    title: text('title').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_images_section_key').on(t.section, t.key)],
)

export const CONTENT_KINDS = ['business', 'city', 'gallery', 'service', 'testimonials'] as const
export const CONTENT_VERSION_STATUSES = ['draft', 'published', 'superseded'] as const

/**
 * Versioned content the office edits (business settings, city pages, ...): each save is a row;
 * the public pages read the latest published row of a kind and key, else the code file's seed.
 * Triggers move the content version on every write (custom SQL of the migration).
 */
export const contentVersions = sqliteTable(
  'content_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    key: text('key').notNull(),
    /** JSON, validated on write and on read by the kind's zod schema (app/domain/content-versions.ts). */
    data: text('data').notNull(),
    status: text('status', { enum: CONTENT_VERSION_STATUSES }).notNull().default('draft'),
    /** The language of the words: a Spanish version is drafted, published and restored apart. */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    author: text('author'),
    createdAt: createdAt(),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('content_versions_kind_key').on(t.kind, t.key, t.locale, t.status)],
)

// ---------------------------------------------------------------- blog

export const BLOG_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const

export const blogCategories = sqliteTable('blog_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
})

export const blogTags = sqliteTable('blog_tags', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
})

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt').notNull(),
    /** Sanitised HTML */
    content: text('content').notNull(),
    featuredImage: text('featured_image'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    author: text('author').notNull(),
    categoryId: integer('category_id').references(() => blogCategories.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    readTime: integer('read_time').notNull().default(5),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    /** The post's language: /blog lists the English ones, /es/blog the Spanish ones (issue 41). */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /** The English post this one translates (a Spanish version); null for an original. */
    translationOf: integer('translation_of').references((): AnySQLiteColumn => blogPosts.id, {
      onDelete: 'set null',
    }),
    archivedAt: archivedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_status_published').on(t.status, t.publishedAt),
    // One Spanish version per English post.
    uniqueIndex('blog_posts_translation_of').on(t.translationOf),
  ],
)

export const blogPostTags = sqliteTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
)

// ---------------------------------------------------------------- staff and security

export const STAFF_ROLES = ['owner', 'office', 'installer'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
/**
 * `needs-reconfirmation`: held after a database restore (db/staff-after-restore.ts) until the
 * owner re-confirms the account on /admin/staff; it cannot sign in meanwhile.
 */
export const STAFF_STATUSES = ['active', 'suspended', 'needs-reconfirmation'] as const

/**
 * Staff accounts. The first admin (ADMIN_USERNAME, seeded) is the owner; the owner invites the
 * others (`staff_invitations`) and sets their role (app/domain/staff-access.ts).
 */
export const adminUsers = sqliteTable('admin_users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull().default('owner'),
  displayName: text('display_name'),
  email: text('email'),
  status: text('status', { enum: STAFF_STATUSES }).notNull().default('active'),
  /** The calendar colour of their visits, `#rrggbb`. */
  colour: text('colour'),
  passwordChangedAt: integer('password_changed_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** An invitation by e-mail: a single-use link (its token stored hashed) that expires. */
export const staffInvitations = sqliteTable('staff_invitations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  invitedBy: integer('invited_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

/**
 * Settings only the owner changes (not site content, which the office edits): today
 * `office-refund-limit-cents`, the most the office may refund at once.
 */
export const staffSettings = sqliteTable('staff_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
})

/** Single-use tokens sent by e-mail for one purpose (today: a password reset), stored hashed. */
export const staffOneTimeTokens = sqliteTable('staff_one_time_tokens', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  adminUserId: integer('admin_user_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['password-reset'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
})

/**
 * "Find my orders" (issue 39): the single-use links e-mailed to a customer who typed their
 * address, stored hashed (a copy of the database opens nothing). Spent by the POST of the
 * link's page, never by its GET (docs/decisions/141-find-my-orders.md).
 */
export const customerHubLinks = sqliteTable(
  'customer_hub_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The address it was asked for, trimmed and lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_hub_links_expires').on(t.expiresAt)],
)

/**
 * Who changed what in the back office: one row per staff action that changes data (and every
 * sign-in, good or bad). The actor's username is kept as text too, so the entry still reads
 * after the account is removed. Written only by app/server/admin/audit-log.server.ts.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    kind: text('kind').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    summary: text('summary').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt),
    index('audit_log_subject').on(t.subjectType, t.subjectId),
  ],
)

/** Bearer tokens for API clients, stored hashed, expiring. */
export const apiTokens = sqliteTable('api_tokens', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  adminUserId: integer('admin_user_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  /** Last seen: written at sign-in and on writes (non-GET), at most once a minute; a GET never writes. */
  lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  /** A short summary of the user-agent ("Chrome on Android"). */
  device: text('device'),
  createdAt: createdAt(),
})

// ---------------------------------------------------------------- reviews

export const REVIEW_STATUSES = ['invited', 'submitted', 'approved', 'rejected'] as const
export const REVIEW_SUBJECTS = ['order', 'visit'] as const

/**
 * A customer's review of a product of a completed order, or of a visit: invited (the private link e-mailed; only
 * the token's hash is kept), submitted, then approved (shown on the product and city pages) or
 * rejected (hidden). Visitor data, but an approval changes public pages: a trigger moves the
 * content version when a row becomes or stops being approved (migration 0011).
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subject: text('subject', { enum: REVIEW_SUBJECTS }).notNull(),
    /** orders.id for an order's review. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** appointments.id for a visit's review. */
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    /**
     * The product this review is about (shown on its product page only); null for a visit. An
     * order with several products has one review per product, all under one invitation link.
     */
    productType: text('product_type', { enum: PRODUCT_TYPES }),
    /** The city slug (app/content/cities.ts) of the order's or visit's address, if served. */
    citySlug: text('city_slug'),
    customerEmail: text('customer_email').notNull(),
    /** "Ana F., Plantation": first name and last initial, and the city. */
    displayName: text('display_name').notNull(),
    rating: integer('rating'),
    text: text('text'),
    /** One invitation link for the order's reviews: shared by its products' rows. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('invited'),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_product').on(t.orderId, t.productType),
    index('reviews_token').on(t.tokenHash),
    uniqueIndex('reviews_appointment').on(t.appointmentId),
    index('reviews_status').on(t.status),
  ],
)

/** Fixed-window counters for rate limits (leads, logins). */
export const rateLimitBuckets = sqliteTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStartedAt: integer('window_started_at').notNull(),
  hits: integer('hits').notNull(),
})

/**
 * One row: a number that moves whenever something the public pages or prices show changes
 * (catalogue, prices, content, blog, bookable slots). Triggers keep it (migration 0003), so it
 * moves with every writer, replicated to every machine; the page and price caches keep their
 * answers until it moves. Leads, carts, orders, mail and rate limits never move it: a visitor
 * who posts cannot empty anybody's cache.
 */
export const contentVersion = sqliteTable('content_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
})
