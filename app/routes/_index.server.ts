/**
 * The home page's section introductions. Only the page's loader reads them, so they travel
 * in its data rather than in the page's JavaScript (docs/decisions/100-performance.md).
 */
export const HOME_INTROS = {
  services:
    'From a broken cord to a whole home of motorized shades: one local team for everything your window treatments need.',
  shop: 'Configure your own blinds and shades online: exact sizes to the eighth of an inch, live prices, professional installation available.',
  tip: 'Tips are never expected, always appreciated, and go entirely to the technician.',
  contact:
    'Call us, book a free in-home consultation, or send a quote request. We answer within 2 hours during business hours, and emergency service is available.',
} as const
