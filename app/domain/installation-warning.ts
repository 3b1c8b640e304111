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
