import { useLocalePath, useT } from '~/components/i18n'
import { PhoneIcon } from '~/components/icons'
import { ButtonAnchor, ButtonLink } from '~/components/ui/button'
import { telHref } from '~/content/business'

/** The call to action under every post: the free quote form and the phone. */
export function BlogQuoteCta({ phone }: { phone: string }) {
  const t = useT()
  const to = useLocalePath()
  return (
    <section
      aria-labelledby="blog-cta-title"
      className="mt-12 rounded-xl bg-brand-900 p-8 text-center text-white"
    >
      <h2 id="blog-cta-title" className="text-2xl font-bold">
        {t('blog.cta.title')}
      </h2>
      <p className="mt-2 text-slate-100">{t('blog.cta.text')}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={to('/#contact-form')} size="lg">
          {t('blog.cta.quote')}
        </ButtonLink>
        {phone ? (
          <ButtonAnchor href={telHref(phone)} variant="inverse" size="lg">
            <PhoneIcon width={20} height={20} /> {t('blog.cta.call', { phone })}
          </ButtonAnchor>
        ) : null}
      </p>
    </section>
  )
}
