import { Link } from '@remix-run/react'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import { CheckIcon, ClockIcon, MailIcon, PhoneIcon, StarRow } from './icons'

const FOOTER_LINKS = [
  { label: 'Services', to: '/services' },
  { label: 'Shop', to: '/shop' },
  { label: 'Blog', to: '/blog' },
  { label: 'For Window Companies (B2B)', to: '/b2b' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Sitemap', to: '/sitemap.xml', reload: true },
  { label: 'Admin', to: '/admin' },
] as const

const QUICK_LINKS = [
  { label: 'Our Services', to: '/#services' },
  { label: 'Shop Online', to: '/#shop' },
  { label: 'Service Areas', to: '/service-areas' },
  { label: 'Work Gallery', to: '/gallery' },
  { label: 'Book Appointment', to: '/book-appointment' },
  { label: 'Find My Orders', to: '/find-my-orders' },
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
  return (
    <footer className="bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {businessName}
          </h2>
          <p className="mt-2 text-sm">{BUSINESS_CLAIMS.tagline}</p>
          <p className="mt-3 flex items-center gap-1 text-sm">
            <span className="sr-only">Rated {BUSINESS_CLAIMS.rating} out of 5.</span>
            <StarRow count={5} size={16} className="text-accent-400" />
            <span className="ml-1">
              {BUSINESS_CLAIMS.rating} · {BUSINESS_CLAIMS.reviewCount} reviews
            </span>
          </p>
          <ul className="mt-4 space-y-1.5 text-sm">
            <li>{BUSINESS_CLAIMS.experience}</li>
            <li>{BUSINESS_CLAIMS.customerCount} happy customers</li>
            <li>Serving the {BUSINESS_CLAIMS.serviceArea}</li>
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            Contact &amp; Hours
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
            <li className="font-semibold text-accent-400">Emergency service available</li>
          </ul>
        </section>

        <section aria-labelledby="footer-why">
          <h2 id="footer-why" className="text-lg font-bold text-white">
            Why Choose Us
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {BUSINESS_CLAIMS.promises.map((claim) => (
              <li key={claim} className="flex items-start gap-2">
                <CheckIcon width={16} height={16} className="mt-0.5 shrink-0 text-accent-400" />
                {claim}
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            Links
          </h2>
          <ul className="mt-3 grid grid-cols-1 gap-1.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  reloadDocument={'reload' in link}
                  className="hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-300">
          © {year} {businessName}. Licensed &amp; insured. Serving {areaDescription}.
        </p>
      </div>
    </footer>
  )
}
