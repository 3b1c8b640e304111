/**
 * "Find my orders" (issue 39, Jobber's client hub), pure: the form a customer types their
 * e-mail in, the one answer it gives whoever asks, and how long its link and the page it
 * opens last. The I/O is app/server/customers/customer-hub.server.ts.
 */
import { z } from 'zod'
import { emailAddress } from './form-rules'

/** The e-mailed link opens once, within this many minutes. */
export const HUB_LINK_MINUTES = 60
/** Once opened, the list stays open in that browser this long (then a new link is needed). */
export const HUB_VIEW_MINUTES = 60

export const findMyOrdersSchema = z.object({
  email: emailAddress('Your e-mail'),
})

/** The one answer, whether or not we know the address (a stranger learns nothing). */
export const FIND_MY_ORDERS_ANSWER =
  'If we have anything for this address, a link is on its way. Please check your inbox (and spam folder): it works once, for an hour.'

/** How an address is compared: spaces around it and case do not count. */
export function hubEmail(typed: string): string {
  return typed.trim().toLowerCase()
}

/** What a link's page shows: the button while it may open, else why not (same words for both). */
export function hubLinkState(
  link: { expiresAt: Date | number; usedAt: Date | number | null } | undefined,
  now: Date | number,
): 'open' | 'spent' | 'unknown' {
  if (!link) return 'unknown'
  if (link.usedAt !== null) return 'spent'
  return new Date(link.expiresAt).getTime() > new Date(now).getTime() ? 'open' : 'spent'
}
