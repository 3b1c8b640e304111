import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { BUSINESS_CLAIMS, telHref } from '~/content/business'
import { useBusinessPhone } from '~/hooks/use-root-data'

export const meta: MetaFunction = () => [
  { title: `Blinds, Shades & Shutters in South Florida | ${BUSINESS_CLAIMS.experience}` },
  {
    name: 'description',
    content:
      'Blinds and shades replacement, repair, motorization, installation and removal across Broward, Miami-Dade and Palm Beach. Free quotes, same-day service.',
  },
]

export default function Home() {
  const phone = useBusinessPhone()
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">
              {BUSINESS_CLAIMS.experience}
            </p>
            <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">
              {BUSINESS_CLAIMS.tagline}
            </h1>
            <p className="mt-4 text-lg text-slate-200">
              Replacement, repair, motorization, installation and removal of blinds, shades and
              shutters for homes, condos and businesses in the {BUSINESS_CLAIMS.serviceArea}.
            </p>
            <p className="mt-6 flex flex-wrap gap-3">
              <a
                href={telHref(phone)}
                className="rounded-md bg-accent-500 px-5 py-3 font-semibold text-brand-900"
              >
                Call {phone}
              </a>
              <Link to="/shop" className="rounded-md border border-white px-5 py-3 font-semibold">
                Shop Online
              </Link>
            </p>
          </div>
          <div
            id="contact-form"
            className="scroll-mt-20 rounded-xl bg-white p-6 text-slate-900 shadow-xl"
          >
            <h2 className="text-2xl font-bold text-brand-900">Get Your Free Quote</h2>
            <p className="mt-2 text-slate-700">
              Answer a few questions to get matched with the perfect window treatment solution
            </p>
          </div>
        </div>
      </section>
      <section id="services" className="scroll-mt-20 mx-auto max-w-7xl px-4 py-14">
        <h2 className="text-3xl font-bold text-brand-900">Our Services</h2>
        <p className="mt-2">
          <Link to="/services" className="font-semibold text-brand-700 underline">
            See all services
          </Link>
        </p>
      </section>
      <section id="shop" className="scroll-mt-20 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 className="text-3xl font-bold text-brand-900">Shop Made-to-Measure</h2>
          <p className="mt-2">
            <Link to="/shop" className="font-semibold text-brand-700 underline">
              Visit the shop
            </Link>
          </p>
        </div>
      </section>
      <section id="testimonials" className="scroll-mt-20 mx-auto max-w-7xl px-4 py-14">
        <h2 className="text-3xl font-bold text-brand-900">What Our Customers Say</h2>
      </section>
      <section id="contact" className="scroll-mt-20 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 className="text-3xl font-bold text-brand-900">Contact Us</h2>
          <p className="mt-2">
            Call{' '}
            <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
              {phone}
            </a>{' '}
            or{' '}
            <Link to="/book-appointment" className="font-semibold text-brand-700 underline">
              book an appointment
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  )
}
