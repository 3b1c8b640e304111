import { PhoneIcon } from '~/components/icons'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { telHref } from '~/content/business'

/** The call to action under every post: the free quote form and the phone. */
export function BlogQuoteCta({ phone }: { phone: string }) {
  return (
    <section
      aria-labelledby="blog-cta-title"
      className="mt-12 rounded-xl bg-brand-900 p-8 text-center text-white"
    >
      <h2 id="blog-cta-title" className="text-2xl font-bold">
        Ready for new blinds or shades?
      </h2>
      <p className="mt-2 text-slate-100">
        Free in-home estimates across Broward, Miami-Dade and Palm Beach. Same-day repair available.
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/#contact-form" size="lg">
          Get Your Free Quote
        </ButtonLink>
        {phone ? (
          <ButtonAnchor href={telHref(phone)} variant="inverse" size="lg">
            <PhoneIcon width={20} height={20} /> Call {phone}
          </ButtonAnchor>
        ) : null}
      </p>
    </section>
  )
}
