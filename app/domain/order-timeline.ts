// Long because every kind of order has its own steps and words, and they read best side by side.
/**
 * What the customer sees and reads of the fulfilment workflow (order-workflow.ts): the
 * timeline of stages with dates, tracking links, the heading text that fits the stage and
 * the e-mails' wording. Pure.
 */
import { formatLongDate, formatTime } from './booking'
import { businessLongDate } from './business-time'
import {
  isCustomerFacing,
  type OrderState,
  type PaidOrderStage,
  type QuoteStage,
  RANK,
  type SamplesStage,
  STAGES,
  type StageChange,
} from './order-workflow'
import { formatCents } from './pricing/dimensions'

// ---------------------------------------------------------------- the customer's view

/** Carriers whose tracking page we can link to (anything else: the number alone). */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const number = encodeURIComponent(trackingNumber.replace(/\s+/g, ''))
  const name = carrier.trim().toLowerCase()
  if (!number) return null
  if (/\bups\b/.test(name)) return `https://www.ups.com/track?tracknum=${number}`
  if (name.includes('fedex') || name.includes('fed ex'))
    return `https://www.fedex.com/fedextrack/?trknbr=${number}`
  if (name.includes('usps') || name.includes('postal'))
    return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`
  if (/\bdhl\b/.test(name))
    return `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`
  return null
}

export type TimelineStep = {
  key: string
  label: string
  state: 'done' | 'current' | 'upcoming'
  /** When it was reached (ISO), and the day in words ('November 26, 2026'). */
  at: string | null
  dateLabel: string | null
  /** A line under the step: the expected date, the visit, the tracking number. */
  detail: string | null
  /** The carrier's tracking page, when we know it. */
  link: { label: string; url: string } | null
}

export type CustomerTimeline = {
  /** The page's heading for where the order is ('Shipped'). */
  heading: string
  /** The text under the heading, true for this stage. */
  body: string
  steps: TimelineStep[]
}

/** Facts the timeline cannot read from the history. */
export type TimelineFacts = {
  /** The order was placed (createdAt) and paid (paidAt). */
  createdAt?: Date | string | null
  paidAt?: Date | string | null
  /** A line of the order includes installation: the route is a visit, not a parcel. */
  withInstallation?: boolean
  /** The booked installation visit as it stands now (it can move after the order's move). */
  visit?: { date: string; time?: string | null } | null
  /** Refunded so far, for the wording of a refunded order. */
  refundedCents?: number
}

function dayLabel(at: Date | string): string {
  return businessLongDate(at)
}

function iso(at: Date | string | null | undefined): string | null {
  if (!at) return null
  const time = new Date(at).getTime()
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** The latest entry into one of `stages`, with the details of the latest that has them. */
function latestInto(history: readonly StageChange[], stages: readonly string[]) {
  for (let i = history.length - 1; i >= 0; i--) {
    if (stages.includes(history[i].to)) return history[i]
  }
  return null
}

function visitWords(visit: TimelineFacts['visit']): string | null {
  if (!visit) return null
  const time = visit.time ? ` at ${formatTime(visit.time)}` : ''
  return `${formatLongDate(visit.date)}${time}`
}

type StepPlan = { key: string; label: string; stages: readonly string[] }

/** The customer's steps of a paid order, by route (a visit, or a parcel). */
function orderSteps(route: 'installation' | 'shipping'): StepPlan[] {
  return [
    { key: 'placed', label: 'Order placed', stages: ['paid'] },
    { key: 'production', label: 'In production', stages: ['ordered', 'goods-received'] },
    route === 'installation'
      ? { key: 'installation', label: 'Installation booked', stages: ['installation-scheduled'] }
      : { key: 'shipped', label: 'Shipped', stages: ['shipped'] },
    route === 'installation'
      ? { key: 'installed', label: 'Installed', stages: ['installed'] }
      : { key: 'delivered', label: 'Delivered', stages: ['delivered'] },
    { key: 'completed', label: 'Completed', stages: ['completed'] },
  ]
}

const SAMPLE_STEPS: StepPlan[] = [
  { key: 'received', label: 'Request received', stages: ['received'] },
  { key: 'mailed', label: 'Mailed', stages: ['mailed'] },
  { key: 'done', label: 'Delivered', stages: ['done'] },
]

const QUOTE_STEPS: StepPlan[] = [
  { key: 'received', label: 'Request received', stages: ['received'] },
  { key: 'contacted', label: 'We called you', stages: ['contacted'] },
  { key: 'quoted', label: 'Quote sent', stages: ['quoted'] },
]

/**
 * The stage the order ended from (cancelled, refunded, lost, won): where its progress stopped.
 * When the history does not say (none, or the migration's entry from an old status), the
 * least it must have reached: paid when a payment is recorded, else its first stage.
 */
function progressStage(state: OrderState, ends: readonly string[], facts: TimelineFacts): string {
  let stage: string = state.stage
  const history = state.history ?? []
  // Walk back through end stages (refunded after cancelled) to the last real progress.
  for (let guard = 0; ends.includes(stage) && guard < 5; guard++) {
    const from = latestInto(history, [stage])?.from
    if (!from || from === stage || !(STAGES[state.kind] as readonly string[]).includes(from)) break
    stage = from
  }
  if (!ends.includes(stage)) return stage
  if (state.kind === 'order' || state.kind === 'installed-job')
    return facts.paidAt ? 'paid' : 'awaiting-payment'
  return 'received'
}

/**
 * Where the order is, for its customer: the steps with their dates, and the heading and text
 * that fit the stage (no "we will contact you to schedule" once it is installed).
 */
export function customerTimeline(state: OrderState, facts: TimelineFacts = {}): CustomerTimeline {
  const history = state.history ?? []
  const rank = RANK[state.kind] as Record<string, number>
  const ends =
    state.kind === 'order' || state.kind === 'installed-job'
      ? ['cancelled', 'refunded']
      : state.kind === 'samples'
        ? ['cancelled']
        : ['won', 'lost']
  const reached = progressStage(state, ends, facts)
  const everInstall = latestInto(history, ['installation-scheduled', 'installed'])
  const everShip = latestInto(history, ['shipped', 'delivered'])
  const route =
    reached === 'installed' || reached === 'installation-scheduled'
      ? 'installation'
      : reached === 'shipped' || reached === 'delivered'
        ? 'shipping'
        : everInstall && !everShip
          ? 'installation'
          : everShip && !everInstall
            ? 'shipping'
            : facts.withInstallation === false
              ? 'shipping'
              : 'installation'
  const plans =
    state.kind === 'installed-job'
      ? // The job was measured in the home and is always installed; it starts with the deposit.
        orderSteps('installation').map((p) =>
          p.key === 'placed' ? { ...p, label: 'Deposit paid' } : p,
        )
      : state.kind === 'order'
        ? orderSteps(route)
        : state.kind === 'samples'
          ? SAMPLE_STEPS
          : QUOTE_STEPS
  const ended = ends.includes(state.stage) && !(state.kind === 'quote' && state.stage === 'won')

  const steps: TimelineStep[] = []
  for (const plan of plans) {
    const stepRank = Math.min(...plan.stages.map((s) => rank[s]))
    const done = rank[reached] >= stepRank && reached !== 'awaiting-payment'
    if (ended && !done) continue
    const entry = done ? latestInto(history, plan.stages) : null
    const at =
      plan.key === 'placed'
        ? (iso(facts.paidAt) ?? iso(entry?.at))
        : plan.key === 'received'
          ? (iso(facts.createdAt) ?? iso(entry?.at))
          : iso(entry?.at)
    steps.push({
      key: plan.key,
      label: plan.label,
      state: done ? 'done' : 'upcoming',
      at,
      dateLabel: at ? dayLabel(at) : null,
      detail: null,
      link: null,
    })
  }
  // The last step reached is the current one.
  const lastDone = steps.map((s) => s.state).lastIndexOf('done')
  if (!ended && lastDone >= 0) steps[lastDone].state = 'current'

  // Details under the steps.
  const ordered = latestInto(history, ['ordered'])?.details
  const shipped = latestInto(history, ['shipped', 'mailed'])?.details
  for (const step of steps) {
    if (
      step.key === 'production' &&
      ordered?.expectedDate &&
      rank[reached] < rank['installation-scheduled']
    ) {
      step.detail = `Expected by ${formatLongDate(ordered.expectedDate)}`
    }
    if (step.key === 'installation' && step.state !== 'upcoming')
      step.detail = visitWords(facts.visit)
    if ((step.key === 'shipped' || step.key === 'mailed') && step.state !== 'upcoming' && shipped) {
      if (shipped.trackingNumber) {
        step.detail = [shipped.carrier, `tracking ${shipped.trackingNumber}`]
          .filter(Boolean)
          .join(', ')
        const url = trackingUrl(shipped.carrier ?? '', shipped.trackingNumber)
        step.link = url ? { label: 'Track the parcel', url } : null
      } else if (shipped.carrier) step.detail = `By ${shipped.carrier}`
    }
  }
  if (ended) {
    for (const end of ends) {
      const entry = latestInto(history, [end])
      const isEnd =
        state.stage === end ||
        (end === 'cancelled' && latestInto(history, ['refunded'])?.from === 'cancelled')
      if (!isEnd) continue
      const at = iso(entry?.at)
      steps.push({
        key: end,
        label: CUSTOMER_END_LABELS[end],
        state: end === state.stage ? 'current' : 'done',
        at,
        dateLabel: at ? dayLabel(at) : null,
        detail: null,
        link: null,
      })
    }
  }
  if (state.kind === 'quote' && state.stage === 'won') {
    const entry = latestInto(history, ['won'])
    const at = iso(entry?.at)
    for (const step of steps) step.state = 'done'
    steps.push({
      key: 'won',
      label: 'Accepted',
      state: 'current',
      at,
      dateLabel: at ? dayLabel(at) : null,
      detail: null,
      link: null,
    })
  }
  return { ...statusWords(state, facts, route), steps }
}

const CUSTOMER_END_LABELS: Record<string, string> = {
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  lost: 'Closed',
}

/** The heading and the text under it, for the stage the order is in. */
export function statusWords(
  state: OrderState,
  facts: TimelineFacts = {},
  route: 'installation' | 'shipping' = facts.withInstallation === false
    ? 'shipping'
    : 'installation',
): { heading: string; body: string } {
  const history = state.history ?? []
  const details = (stages: string[]) => latestInto(history, stages)?.details ?? {}
  if (state.kind === 'samples') {
    switch (state.stage as SamplesStage) {
      case 'received':
        return {
          heading: 'Samples request received',
          body: 'Your free fabric samples will be mailed to the address below.',
        }
      case 'mailed': {
        const d = details(['mailed'])
        return {
          heading: 'Samples in the mail',
          body: d.trackingNumber
            ? `Your free fabric samples are on their way${d.carrier ? ` with ${d.carrier}` : ''}, tracking number ${d.trackingNumber}.`
            : 'Your free fabric samples are on their way to the address below.',
        }
      }
      case 'done':
        return {
          heading: 'Samples delivered',
          body: 'We hope you enjoy your samples. When you are ready, we are glad to measure and quote.',
        }
      case 'cancelled':
        return { heading: 'Samples request cancelled', body: 'This samples request was cancelled.' }
    }
  }
  if (state.kind === 'quote') {
    switch (state.stage as QuoteStage) {
      case 'received':
        return {
          heading: 'Quote request received',
          body: 'We will contact you within 24 hours with your personalized quote.',
        }
      case 'contacted':
        return {
          heading: 'We are preparing your quote',
          body: 'Thank you for talking with us. Your personalized quote follows shortly.',
        }
      case 'quoted':
        return {
          heading: 'Your quote is ready',
          body: 'We have sent your quote. Call us with any question or to go ahead.',
        }
      case 'won':
        return {
          heading: 'Thank you for choosing us',
          body: 'Your quote is accepted. We will be in touch to arrange everything.',
        }
      case 'lost':
        return {
          heading: 'Quote request closed',
          body: 'This quote request is closed. Ask us any time for a new one.',
        }
    }
  }
  switch (state.stage as PaidOrderStage) {
    case 'awaiting-payment':
      return {
        heading: 'Awaiting payment',
        body: 'Your payment has not gone through yet. Your order starts as soon as it does.',
      }
    case 'paid':
      return {
        heading: 'Thank you: your order is paid',
        body:
          route === 'installation'
            ? 'We will contact you within 24 hours to schedule measuring and installation.'
            : 'We will contact you within 24 hours to confirm your measurements before we order.',
      }
    case 'ordered': {
      const d = details(['ordered'])
      return {
        heading: 'In production',
        body: `Your order is being made to measure.${d.expectedDate ? ` We expect it by ${formatLongDate(d.expectedDate)}.` : ''}`,
      }
    }
    case 'goods-received':
      return {
        heading: 'Ready',
        body:
          route === 'installation'
            ? 'Your order has arrived at our workshop. We will contact you to book the installation.'
            : 'Your order has arrived at our workshop and will ship shortly.',
      }
    case 'installation-scheduled': {
      const when = visitWords(facts.visit)
      return {
        heading: 'Installation booked',
        body: when
          ? `We will install your order on ${when}.`
          : 'Your installation is booked. We will confirm the time with you.',
      }
    }
    case 'shipped': {
      const d = details(['shipped'])
      return {
        heading: 'Shipped',
        body: `Your order is on its way${d.carrier ? ` with ${d.carrier}` : ''}${d.trackingNumber ? `, tracking number ${d.trackingNumber}` : ''}.`,
      }
    }
    case 'installed':
      return {
        heading: 'Installed',
        body: 'Your order is installed. Thank you for choosing us: call us if anything needs adjusting.',
      }
    case 'delivered':
      return {
        heading: 'Delivered',
        body: 'Your order was delivered. Call us if anything is not right.',
      }
    case 'completed':
      return { heading: 'Completed', body: 'Your order is complete. Thank you for choosing us.' }
    case 'cancelled':
      return {
        heading: 'Order cancelled',
        body:
          facts.refundedCents && facts.refundedCents > 0
            ? `This order was cancelled. ${formatCents(facts.refundedCents)} has been refunded to your card.`
            : 'This order was cancelled. Any refund due to you is shown below once it is made.',
      }
    case 'refunded':
      return {
        heading: 'Order refunded',
        body: `This order was refunded${facts.refundedCents ? `: ${formatCents(facts.refundedCents)} back to your card` : ' in full'}. It can take 5 to 10 business days to show on your statement.`,
      }
  }
  return { heading: '', body: '' }
}

/**
 * The e-mail for a customer-facing move: subject and opening paragraph (the server adds the
 * private link and the itemised specification). Null for a move the customer is not told of.
 */
export function customerNotice(
  state: OrderState,
  move: { from: string; to: string },
  facts: TimelineFacts & { reference: string },
): { subject: string; intro: string } | null {
  if (!isCustomerFacing(state.kind, move.from, move.to)) return null
  const words = statusWords({ ...state, stage: move.to as never }, facts)
  const what = state.kind === 'samples' ? 'Your samples request' : 'Your order'
  const subject =
    move.from === move.to && move.to === 'installation-scheduled'
      ? `${what} ${facts.reference}: installation moved`
      : `${what} ${facts.reference}: ${words.heading.toLowerCase()}`
  return { subject, intro: words.body }
}
