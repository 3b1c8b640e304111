/**
 * An estimate as its pages show it (issue 39): the shape the server reads
 * (app/server/estimates/estimates.server.ts) and the editor, the printed copy and the customer's
 * page render, with the few words they share. Pure: types and wording only.
 */

import type { Deposit, Discount, EstimateLineKind, EstimateStatus } from './estimate'
import type { Locale } from './locale'
import { formatDimensions } from './pricing/dimensions'
import type { ControlSide, OperationType, PricedProductType } from './pricing/types'

export type EstimateLineView = {
  id: number
  roomId: number
  windowId: number | null
  kind: EstimateLineKind
  /** 'Zebra Shades', or a hand-priced line's description. */
  title: string
  /** A catalogue line's fabric and choices ('Classic White Zebra (White) · Manual · installed'). */
  details: string
  productType: PricedProductType | null
  fabricSwatchId: number | null
  operationType: OperationType | null
  controlSide: ControlSide | null
  optionCodes: string[]
  quantity: number
  unitPriceCents: number
  installationCents: number
  /** Why the shop's engine could not price it on the last save. */
  priceError: string | null
  optional: boolean
  alternativeId: number | null
  discount: Discount | null
  /** Counted in the total with the customer's choices (the defaults until they choose). */
  included: boolean
  grossCents: number
  discountCents: number
  netCents: number
}

export type EstimateWindowView = {
  id: number
  label: string
  widthEighths: number | null
  heightEighths: number | null
  mountType: 'inside' | 'outside' | null
  notes: string | null
  lines: EstimateLineView[]
}

export type EstimateAlternativeView = {
  id: number
  label: string
  isDefault: boolean
  chosen: boolean
  /** Its lines added up, after their own discounts. */
  netCents: number
}

export type EstimateRoomView = {
  id: number
  name: string
  windows: EstimateWindowView[]
  /** The room's own lines (labour, removal…), on no window. */
  lines: EstimateLineView[]
  groups: { id: number; name: string; alternatives: EstimateAlternativeView[] }[]
}

export type EstimateTotalsView = {
  subtotalCents: number
  lineDiscountCents: number
  estimateDiscountCents: number
  discountCents: number
  taxCents: number
  totalCents: number
  depositCents: number
  balanceCents: number
}

export type EstimateView = {
  id: number
  reference: string
  token: string
  status: EstimateStatus
  version: number
  replacesEstimateId: number | null
  leadId: number | null
  appointmentId: number | null
  /** The customer's language: what is sent them about it goes in it. */
  language: Locale
  customer: {
    name: string
    email: string
    phone: string
    address: string | null
    zip: string | null
  }
  deposit: Deposit
  discount: Discount | null
  /** YYYY-MM-DD, business time zone. */
  expiresOn: string
  customerNote: string | null
  createdByName: string
  sentAt: Date | null
  createdAt: Date
  updatedAt: Date
  rooms: EstimateRoomView[]
  totals: EstimateTotalsView
  /** What stops a draft from being sent now; null when it can be. */
  sendRefusal: string | null
}

export const MOUNT_LABELS = { inside: 'Inside mount', outside: 'Outside mount' } as const

/** 'Window 2: Left of sofa', or 'Window 2'. */
export function windowHeading(window: Pick<EstimateWindowView, 'label'>, index: number): string {
  return window.label ? `Window ${index + 1}: ${window.label}` : `Window ${index + 1}`
}

/** '48 1/2" x 72"', or 'Not measured yet'. */
export function windowSize(window: Pick<EstimateWindowView, 'widthEighths' | 'heightEighths'>) {
  return window.widthEighths !== null && window.heightEighths !== null
    ? formatDimensions(window.widthEighths, window.heightEighths)
    : 'Not measured yet'
}

/** Where a line stands in the total: always, optional, or one alternative of a choice. */
export function lineInclusionText(
  line: Pick<EstimateLineView, 'optional' | 'alternativeId'>,
  room: Pick<EstimateRoomView, 'groups'>,
): string | null {
  if (line.optional) return 'Optional'
  if (line.alternativeId === null) return null
  for (const group of room.groups) {
    const alternative = group.alternatives.find((a) => a.id === line.alternativeId)
    if (alternative) return `${group.name}: ${alternative.label}`
  }
  return null
}
