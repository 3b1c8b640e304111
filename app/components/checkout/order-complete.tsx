import { Link } from '@remix-run/react'
import { telHref } from '~/content/business'
import { useLocalePath, useT } from '../i18n'
import { ButtonLink } from '../ui/button'
import type { CompletedOrder } from './payment-step'

/** 'Order Complete': the order number, what happens next, the phone and the ways on. */
export function OrderComplete({ order, phone }: { order: CompletedOrder; phone: string }) {
  const t = useT()
  const to = useLocalePath()
  return (
    <section
      aria-labelledby="complete-title"
      className="mx-auto max-w-2xl rounded-xl border border-green-700 bg-green-50 p-8 text-center"
    >
      <h2 id="complete-title" className="text-3xl font-bold text-green-900">
        {t('checkout.complete.title')}
      </h2>
      <p className="mt-3 text-lg text-slate-900">
        {t('checkout.complete.thanks')}{' '}
        <strong data-testid="complete-order-number">{order.orderNumber}</strong>.
      </p>
      <p className="mt-2 text-slate-800">
        {t('checkout.complete.next')}{' '}
        <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
          {phone}
        </a>
        .
      </p>
      {order.leadTime ? (
        <p className="mt-2 font-semibold text-slate-900" data-testid="order-lead-time">
          {order.leadTime}
        </p>
      ) : null}
      {order.orderUrl ? (
        <p className="mt-2">
          <Link to={order.orderUrl} className="font-semibold text-brand-800 underline">
            {t('checkout.complete.view')}
          </Link>{' '}
          {t('checkout.complete.private')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={to('/')} variant="secondary" size="lg">
          {t('checkout.complete.home')}
        </ButtonLink>
        <ButtonLink to={to('/shop')} variant="outline" size="lg">
          {t('checkout.complete.shop')}
        </ButtonLink>
      </div>
    </section>
  )
}
