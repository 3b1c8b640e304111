import { MAX_SAMPLES } from '~/domain/cart'
import { FallbackImage } from '../fallback-image'
import { useFromEnglish, useLocalePath, useT } from '../i18n'
import { LineButton } from './line-button'

export type CartPageSample = {
  id: number
  productName: string
  fabric: string
  color: string
  image: string | null
  available: boolean
}

/** The free fabric samples, listed apart from the products: no size, no price. */
export function CartSamples({ samples }: { samples: CartPageSample[] }) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  const to = useLocalePath()
  if (samples.length === 0) return null
  return (
    <section aria-labelledby="samples-title" className="mt-8">
      <h2 id="samples-title" className="text-xl font-bold text-brand-900">
        {t('cart.samples.title')}{' '}
        <span className="text-base font-normal text-slate-700">
          {t('cart.samples.count', { count: samples.length, max: MAX_SAMPLES })}
        </span>
      </h2>
      <p className="text-sm text-slate-700">{t('cart.samples.intro')}</p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4">
        {samples.map((sample) => (
          <li key={sample.id} className="flex items-center gap-3 py-3" data-testid="cart-sample">
            <FallbackImage
              src={sample.image ?? undefined}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="h-12 w-12 shrink-0 rounded-md object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-slate-900">{sample.fabric}</p>
              <p className="text-slate-700">
                {fromEnglish(sample.productName)} · {sample.color} ·{' '}
                {sample.available ? t('cart.samples.free') : t('cart.samples.unavailable')}
              </p>
            </div>
            <LineButton
              lineId={sample.id}
              intent="remove"
              action={to('/cart/samples')}
              idField="sampleId"
              fetcherKey={`cart-sample-remove-${sample.id}`}
              label={t('cart.samples.removeLabel', { fabric: sample.fabric })}
              look={{ variant: 'danger', size: 'sm' }}
            >
              {t('cart.line.remove')}
            </LineButton>
          </li>
        ))}
      </ul>
    </section>
  )
}
