import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { type FormEvent, useEffect, useState } from 'react'
import { formatCents } from '~/domain/pricing'
import { Panel } from '../cart/panel'
import { type Translate, useLocale, useLocalePath, useT } from '../i18n'
import { showToast } from '../toaster'
import { Button, ButtonLink } from '../ui/button'
import { Spinner } from './spinner'

export type CompletedOrder = {
  orderId: number
  orderNumber: string
  orderUrl: string | null
  /** 'Ready to install in 2–3 weeks: expected between …', as promised at payment. */
  leadTime?: string | null
}

let stripePromise: Promise<Stripe | null> | undefined

/** Stripe.js, loaded once and only on this step (`pure`: nothing loads on other pages). */
function getStripe(publishableKey: string) {
  stripePromise ??= loadStripe(publishableKey).catch(() => {
    stripePromise = undefined
    return null
  })
  return stripePromise
}

/** After Stripe says yes: the server checks the payment itself and marks the order paid. */
async function processOrder(
  paymentIntentId: string,
  customerInfo: Record<string, string>,
  t: Translate,
): Promise<CompletedOrder | null> {
  try {
    const response = await fetch('/api/process-order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ paymentIntentId, customerInfo }),
    })
    if (response.ok) return (await response.json()) as CompletedOrder
  } catch {
    // shown below
  }
  showToast({
    title: t('checkout.payment.errorTitle'),
    description: t('checkout.payment.processFailed'),
    variant: 'destructive',
  })
  return null
}

function PaymentForm({
  totalCents,
  customerInfo,
  onComplete,
}: {
  totalCents: number
  customerInfo: Record<string, string>
  onComplete: (order: CompletedOrder) => void
}) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [paying, setPaying] = useState(false)
  const t = useT()
  const locale = useLocale()
  const to = useLocalePath()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements) return
    setPaying(true)
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      // Back to the confirmation in the customer's language (/es/checkout/return).
      confirmParams: { return_url: `${window.location.origin}${to('/checkout/return')}` },
    })
    if (error) {
      showToast({
        title: t('checkout.payment.failedTitle'),
        description: error.message ?? t('checkout.payment.failed'),
        variant: 'destructive',
      })
      setPaying(false)
      return
    }
    const order = paymentIntent ? await processOrder(paymentIntent.id, customerInfo, t) : null
    setPaying(false)
    if (order) onComplete(order)
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-busy={!ready || paying}>
      {!ready ? <Spinner label={t('checkout.payment.loading')} /> : null}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <Button size="xl" block disabled={!stripe || !ready || paying}>
        {paying
          ? t('checkout.payment.processing')
          : t('checkout.payment.pay', { amount: formatCents(totalCents, locale) })}
      </Button>
    </form>
  )
}

/**
 * 'Secure Checkout': Stripe's Payment Element for the PaymentIntent the server made for
 * the cart's total. When Stripe.js cannot load, the customer is told and can still ask for
 * a quote.
 */
export function PaymentStep({
  publishableKey,
  clientSecret,
  totalCents,
  customerInfo,
  onComplete,
}: {
  publishableKey: string
  clientSecret: string
  totalCents: number
  customerInfo: Record<string, string>
  onComplete: (order: CompletedOrder) => void
}) {
  const [stripe] = useState(() => getStripe(publishableKey))
  const [failed, setFailed] = useState(false)
  const t = useT()
  const locale = useLocale()
  const to = useLocalePath()
  useEffect(() => {
    let live = true
    stripe.then((s) => {
      if (live && !s) setFailed(true)
    })
    return () => {
      live = false
    }
  }, [stripe])

  return (
    <Panel
      id="secure-checkout-title"
      title={t('checkout.secure')}
      intro={t('checkout.payment.intro')}
      focusOnShow
    >
      {failed ? (
        <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p>{t('checkout.payment.initFailed')}</p>
          <p className="mt-1">{t('checkout.payment.initFailedHelp')}</p>
        </div>
      ) : (
        <Elements
          stripe={stripe}
          options={{ clientSecret, locale, appearance: { theme: 'stripe' } }}
        >
          <PaymentForm
            totalCents={totalCents}
            customerInfo={customerInfo}
            onComplete={onComplete}
          />
        </Elements>
      )}
      <ButtonLink to={to('/cart')} variant="ghost" className="mt-4">
        {t('checkout.backToCart')}
      </ButtonLink>
    </Panel>
  )
}
