/**
 * A paid installation and a move that means nobody installs: shipping the blinds to the
 * customer, or recording them delivered. Staff are warned before the move and offered the
 * installation's refund (the refund form, which keeps its own limits).
 */
import { formatCents } from './pricing'

const WITHOUT_INSTALLATION = new Set(['shipped', 'delivered'])

export function installationWarning(to: string, installationCents: number): string | null {
  if (!WITHOUT_INSTALLATION.has(to) || installationCents <= 0) return null
  return `The customer paid ${formatCents(installationCents)} for installation. ${
    to === 'shipped' ? 'Shipping' : 'Delivering'
  } the order means we do not install it: book the installation instead, or refund the installation (${formatCents(installationCents)}) with the refund form below.`
}

/** What the refund form starts with when staff choose "Refund the installation" (issue 40.20). */
export type InstallationRefundPrefill = {
  /** The order's installation amount (no more than is left to refund), integer cents. */
  amountCents: number
  reason: 'requested_by_customer'
  note: string
}

/**
 * The installation's refund, prefilled for staff to confirm: the order's installation amount
 * (never more than is left to refund on the order), Stripe's reason and a note saying why.
 * Who may refund how much is not decided here: the form's action checks the office's limit as
 * for any refund. Null when the order has no paid installation or nothing is left to refund.
 */
export function installationRefundPrefill(
  installationCents: number,
  leftCents: number,
): InstallationRefundPrefill | null {
  const amountCents = Math.min(Math.trunc(installationCents), Math.trunc(leftCents))
  if (installationCents <= 0 || amountCents <= 0) return null
  return {
    amountCents,
    reason: 'requested_by_customer',
    note: `Installation not done: the order was shipped or delivered (${formatCents(installationCents)} paid for installation).`,
  }
}
