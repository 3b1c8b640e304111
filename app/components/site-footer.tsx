import { Link } from '@remix-run/react'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import { useLocalePath, useT } from './i18n'
import { CheckIcon, ClockIcon, MailIcon, PhoneIcon, StarRow } from './icons'

// Labels are ids of the words in app/locales. The sitemap and the staff's sign-in have one
// address in every language (`same`).
const FOOTER_LINKS = [
  { label: 'footer.link.services', to: '/services' },
  { label: 'footer.link.shop', to: '/shop' },
  { label: 'footer.link.blog', to: '/blog' },
  { label: 'footer.link.b2b', to: '/b2b' },
  { label: 'footer.link.privacy', to: '/privacy' },
  { label: 'footer.link.terms', to: '/terms' },
  { label: 'footer.link.sitemap', to: '/sitemap.xml', reload: true, same: true },
  { label: 'footer.link.admin', to: '/admin', same: true },
] as const

const QUICK_LINKS = [
  { label: 'footer.link.ourServices', to: '/#services' },
  { label: 'footer.link.shopOnline', to: '/#shop' },
  { label: 'footer.link.serviceAreas', to: '/service-areas' },
  { label: 'footer.link.gallery', to: '/gallery' },
  { label: 'footer.link.book', to: '/book-appointment' },
  { label: 'footer.link.findOrders', to: '/find-my-orders' },
] as const

/** The business's promises, as the footer lists them (ids of app/locales). */
const PROMISES = [
  'footer.promise.emergency',
  'footer.promise.licensed',
  'footer.promise.estimates',
  'footer.promise.hurricane',
  'footer.promise.guarantee',
] as const

export function SiteFooter({
  businessName,
  phone,
  email,
  hours,
  address,
  areaDescription,
}: {
  businessName: string
  phone: string
  email: string
  /** The published business settings' hours (Mon-Fri 8AM-6PM ...). */
  hours: readonly { days: string; hours: string }[]
  address: string
  /** The published service area's description (business settings). */
  areaDescription: string
}) {
  const year = new Date().getFullYear()
  const t = useT()
  const localePath = useLocalePath()
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {businessName}
          </h2>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
          <p className="mt-3 flex items-center gap-1 text-sm">
            <span className="sr-only">{t('footer.rated', { rating: BUSINESS_CLAIMS.rating })}</span>
            <StarRow count={5} size={16} className="text-accent-400" />
            <span className="ml-1">
              {t('footer.reviews', {
                rating: BUSINESS_CLAIMS.rating,
                count: BUSINESS_CLAIMS.reviewCount,
              })}
            </span>
          </p>
          <ul className="mt-4 space-y-1.5 text-sm">
            <li>{t('footer.experience')}</li>
            <li>{t('footer.customers', { count: BUSINESS_CLAIMS.customerCount })}</li>
            <li>{t('footer.serving')}</li>
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            {t('footer.contactHours')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={telHref(phone)} className="inline-flex items-center gap-2 hover:text-white">
                <PhoneIcon width={16} height={16} /> {phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${email}`}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <MailIcon width={16} height={16} /> {email}
              </a>
            </li>
            {address ? <li>{address}</li> : null}
            {hours.map((h) => (
              <li key={h.days} className="flex items-center gap-2">
                <ClockIcon width={16} height={16} /> {h.days}: {h.hours}
              </li>
            ))}
            <li className="font-semibold text-accent-400">{t('footer.emergency')}</li>
          </ul>
        </section>

        <section aria-labelledby="footer-why">
          <h2 id="footer-why" className="text-lg font-bold text-white">
            {t('footer.whyUs')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {PROMISES.map((claim) => (
              <li key={claim} className="flex items-start gap-2">
                <CheckIcon width={16} height={16} className="mt-0.5 shrink-0 text-accent-400" />
                {t(claim)}
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            {t('footer.links')}
          </h2>
          <ul className="mt-3 grid grid-cols-1 gap-1.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={localePath(link.to)} className="hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={'same' in link ? link.to : localePath(link.to)}
                  reloadDocument={'reload' in link}
                  className="hover:text-white hover:underline"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-300">
          {t('footer.copyright', { year, businessName, area: areaDescription })}
        </p>
      </div>
    </footer>
  )
}
