import { Form, useNavigation, useSubmit } from '@remix-run/react'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { formatCents } from '~/domain/pricing'
import { Spinner } from '../checkout/spinner'
import { useLocale, useT } from '../i18n'
import { showToast } from '../toaster'
import { Button } from '../ui/button'

let stripePromise: Promise<Stripe | null> | undefined

function getStripe(publishableKey: string) {
  stripePromise ??= loadStripe(publishableKey).catch(() => {
    stripePromise = undefined
    return null
  })
  return stripePromise
}

/**
 * Paying an installed job's deposit or balance (issue 39), by the shop's two paths: without
 * JavaScript the form posts and the server sends the browser to Stripe's hosted page; with
 * it, the same post (with `_js`) answers a client secret and Stripe's Payment Element takes
 * the card here, then the page records the payment by its own POST.
 */
export function JobPayForm({
  amountCents,
  label,
  payment,
  publishableKey,
}: {
  amountCents: number
  label: string
  /** The action's answer with JavaScript: the intent to pay. */
  payment: { clientSecret: string; amountCents: number } | null
  publishableKey: string | null
}) {
  const navigation = useNavigation()
  const t = useT()
  const locale = useLocale()
  const [js, setJs] = useState(false)
  useEffect(() => setJs(true), [])
  if (payment && publishableKey) {
    return (
      <CardElement
        publishableKey={publishableKey}
        clientSecret={payment.clientSecret}
        amountCents={payment.amountCents}
      />
    )
  }
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="intent" value="start" />
      {js ? <input type="hidden" name="_js" value="1" /> : null}
      <Button size="xl" block disabled={navigation.state !== 'idle'}>
        {navigation.state !== 'idle'
          ? t('invoice.pay.starting')
          : t('invoice.pay.button', { label, amount: formatCents(amountCents, locale) })}
      </Button>
      <p className="mt-2 text-sm text-slate-700">{t('invoice.pay.stripeNote')}</p>
    </Form>
  )
}

function CardElement({
  publishableKey,
  clientSecret,
  amountCents,
}: {
  publishableKey: string
  clientSecret: string
  amountCents: number
}) {
  const [stripe] = useState(() => getStripe(publishableKey))
  // Stripe's own words (the card fields, its messages) in the page's language.
  const locale = useLocale()
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale, appearance: { theme: 'stripe' } }}>
      <CardForm amountCents={amountCents} />
    </Elements>
  )
}

function CardForm({ amountCents }: { amountCents: number }) {
  const stripe = useStripe()
  const elements = useElements()
  const submit = useSubmit()
  const t = useT()
  const locale = useLocale()
  const [ready, setReady] = useState(false)
  const [paying, setPaying] = useState(false)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements) return
    setPaying(true)
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      // The page's own address (an order's keeps its private link's token).
      confirmParams: { return_url: window.location.href },
    })
    if (error || !paymentIntent) {
      showToast({
        title: t('invoice.pay.failed'),
        description: error?.message ?? t('invoice.pay.notCompleted'),
        variant: 'destructive',
      })
      setPaying(false)
      return
    }
    // The server asks Stripe itself and records the payment once.
    submit({ intent: 'confirm', payment_intent: paymentIntent.id }, { method: 'post' })
  }
  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-5" aria-busy={!ready || paying}>
      {!ready ? <Spinner label={t('invoice.pay.loading')} /> : null}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <Button size="xl" block disabled={!stripe || !ready || paying}>
        {paying
          ? t('invoice.pay.processing')
          : t('invoice.pay.payAmount', { amount: formatCents(amountCents, locale) })}
      </Button>
    </form>
  )
}

/**
 * Back from Stripe's hosted page (or a bank's check) with a payment the job does not show
 * yet: recorded by this form's POST, sent by itself with JavaScript.
 */
export function RecordPaymentForm({
  id,
}: {
  id: { sessionId: string } | { paymentIntentId: string }
}) {
  const form = useRef<HTMLFormElement>(null)
  const submit = useSubmit()
  const sending = useNavigation().state !== 'idle'
  const t = useT()
  useEffect(() => {
    if (form.current) submit(form.current, { replace: true })
  }, [submit])
  return (
    <Form ref={form} method="post" replace className="mt-6">
      <input type="hidden" name="intent" value="confirm" />
      {'sessionId' in id ? (
        <input type="hidden" name="session_id" value={id.sessionId} />
      ) : (
        <input type="hidden" name="payment_intent" value={id.paymentIntentId} />
      )}
      <p>{t('invoice.record.taken')}</p>
      <Button size="lg" className="mt-4" disabled={sending}>
        {sending ? t('invoice.record.recording') : t('invoice.record.button')}
      </Button>
    </Form>
  )
}

/** The id Stripe sent the customer back with (a hosted page's session, or a payment intent). */
export function stripeReturnId(
  params: URLSearchParams | FormData,
): { sessionId: string } | { paymentIntentId: string } | null {
  const valid = (value: unknown, prefix: string): value is string =>
    typeof value === 'string' && new RegExp(`^${prefix}_[A-Za-z0-9_]{1,200}$`).test(value)
  const sessionId = params.get('session_id')
  if (valid(sessionId, 'cs')) return { sessionId }
  const intentId = params.get('payment_intent')
  if (valid(intentId, 'pi')) return { paymentIntentId: intentId }
  return null
}
