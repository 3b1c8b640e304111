/**
 * The business profile and the claims the business vouches for. Phone, e-mail and
 * name are settings (see env.server.ts); everything here is the same for every deploy.
 */
export const BUSINESS_CLAIMS = {
  tagline: "South Florida's Premier Blinds & Window Treatment Experts",
  experience: '22+ Years of Excellence',
  foundingYear: 2002,
  serviceArea: 'South Florida Tri-County Area',
  counties: ['Broward', 'Miami-Dade', 'Palm Beach'],
  rating: '5.0',
  reviewCount: '100+',
  customerCount: '500+',
  citiesServed: 14,
  promises: [
    'Same-day & 24/7 emergency service',
    'Licensed & insured',
    'Free estimates',
    'Hurricane-resistant products',
    '1-year installation guarantee',
  ],
} as const

/** Opening hours shown in the footer. */
export const FOOTER_HOURS = [
  { days: 'Mon-Fri', hours: '8AM-6PM' },
  { days: 'Sat', hours: '9AM-4PM' },
] as const

/** Opening hours for structured data (schema.org) (docs/requirements.md#the-business). */
export const STRUCTURED_DATA_HOURS = [
  {
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '17:00',
  },
  { dayOfWeek: ['Saturday'], opens: '09:00', closes: '15:00' },
] as const

export const BUSINESS_TIME_ZONE = 'America/New_York'

/** `tel:` href for a displayed phone number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, '')
  return `tel:${digits.startsWith('+') ? digits : `+1${digits}`}`
}
