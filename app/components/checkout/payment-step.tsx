import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { type FormEvent, useEffect, useState } from 'react'
import { formatCents } from '~/domain/pricing'
import { Panel } from '../cart/panel'
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
  showToast({ title: 'Error', description: 'Failed to process order', variant: 'destructive' })
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements) return
    setPaying(true)
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/checkout/return` },
    })
    if (error) {
      showToast({
        title: 'Payment Failed',
        description: error.message ?? 'Your payment could not be completed.',
        variant: 'destructive',
      })
      setPaying(false)
      return
    }
    const order = paymentIntent ? await processOrder(paymentIntent.id, customerInfo) : null
    setPaying(false)
    if (order) onComplete(order)
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-busy={!ready || paying}>
      {!ready ? <Spinner label="Loading secure payment form…" /> : null}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <Button size="xl" block disabled={!stripe || !ready || paying}>
        {paying ? 'Processing payment…' : `Pay ${formatCents(totalCents)}`}
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
      title="Secure Checkout"
      intro="Your card details go straight to Stripe, our payment processor; we never see them."
      focusOnShow
    >
      {failed ? (
        <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p>Failed to initialize checkout. Please try again.</p>
          <p className="mt-1">
            The secure payment form could not load. Check your connection and reload the page, or
            request a quote from your cart instead.
          </p>
        </div>
      ) : (
        <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
          <PaymentForm
            totalCents={totalCents}
            customerInfo={customerInfo}
            onComplete={onComplete}
          />
        </Elements>
      )}
      <ButtonLink to="/cart" variant="ghost" className="mt-4">
        ← Back to Cart
      </ButtonLink>
    </Panel>
  )
}
