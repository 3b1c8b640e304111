import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigate, useNavigation } from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { TextConsentField } from '~/components/forms/text-consent-field'
import { apiPathInLocale, type Locale } from '~/domain/locale'
import {
  CONTACT_REQUIRED_MESSAGE,
  type CustomerInfo,
  cartContactSchema,
  samplesContactSchema,
} from '~/domain/order'
import { TEXT_CONSENT_FIELD, type TextConsentWords } from '~/domain/text-consent'
import {
  conformSummaryErrors,
  ErrorSummary,
  HoneypotField,
  useFocusOnReply,
  useOwnFormAction,
  useValidatedForm,
} from '../forms'
import { type FromEnglish, type Translate, useFromEnglish, useLocale, useT } from '../i18n'
import { showToast } from '../toaster'
import { Button } from '../ui/button'
import { CUSTOMER_FIELDS, CustomerFields, useCustomerMirror } from './customer-fields'

type Mode = 'products' | 'samples'

/**
 * Request Quote Only with JavaScript: POST /api/orders (docs/requirements.md#cart) with the customer's
 * details (the server reads the cart itself), then the order's page.
 */
async function requestQuote(
  form: HTMLFormElement,
  t: Translate,
  locale: Locale,
): Promise<string | null> {
  const data = new FormData(form)
  const customerInfo = Object.fromEntries(
    CUSTOMER_FIELDS.map((f) => [f, String(data.get(f) ?? '')]),
  )
  const textConsent = data.get(TEXT_CONSENT_FIELD) === 'on'
  try {
    const response = await fetch(apiPathInLocale('/api/orders', locale), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customerInfo: { ...customerInfo, textConsent }, status: 'pending' }),
    })
    if (!response.ok) {
      showToast({ title: t('cart.toast.orderError'), variant: 'destructive' })
      return null
    }
    const body = (await response.json()) as { orderUrl: string }
    return body.orderUrl
  } catch {
    showToast({ title: t('cart.toast.processError'), variant: 'destructive' })
    return null
  }
}

/**
 * The cart's contact form: name, e-mail and phone (a samples-only cart needs the address
 * instead of the phone). Its buttons are real submits: Proceed to Checkout, Request Quote
 * Only, or Order Free Samples.
 */
export function CartContactForm({
  mode,
  lastResult,
  stored,
  textConsent,
}: {
  mode: Mode
  lastResult: SubmissionResult<string[]> | undefined
  stored: Partial<CustomerInfo>
  /** The "Text me" wording, as the server stores it. */
  textConsent: TextConsentWords
}) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const [sending, setSending] = useState(false)
  const t = useT()
  const locale = useLocale()
  const fromEnglish: FromEnglish = useFromEnglish()
  const schema = mode === 'samples' ? samplesContactSchema : cartContactSchema
  const [form, fields] = useValidatedForm({
    id: `cart-contact-${mode}`,
    schema,
    lastResult,
    defaultValue: stored,
  })
  const busy = sending || navigation.state !== 'idle'
  useFocusOnReply(form.id, form.errorId, lastResult)
  const action = useOwnFormAction(form.errorId)

  const values = useCustomerMirror(form, fields, stored)

  const required =
    mode === 'samples'
      ? (['name', 'email', 'address', 'city', 'zipCode'] as const)
      : (['name', 'email', 'phone'] as const)
  const complete = required.every((name) => values[name].trim() !== '')
  // Before anything is typed the buttons say what they wait for, not that something is wrong.
  const started = required.some((name) => values[name].trim() !== '')
  // Without JavaScript the server checks and answers; with it the buttons wait for the fields.
  const blocked = hydrated && !complete

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event)
    if (event.defaultPrevented) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.value !== 'quote') return
    event.preventDefault()
    setSending(true)
    const orderUrl = await requestQuote(event.currentTarget, t, locale)
    setSending(false)
    if (orderUrl) navigate(`${orderUrl}&new=1`)
  }

  const f = fields
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <ErrorSummary
        id={form.errorId}
        formErrors={form.errors}
        fieldErrors={conformSummaryErrors(form, [
          ...CUSTOMER_FIELDS.map((n) => f[n]),
          f.textConsent,
        ])}
      />
      <CustomerFields fields={f} />
      <TextConsentField field={f.textConsent} words={textConsent} />
      <HoneypotField />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {mode === 'products' ? (
          <>
            <Button size="lg" name="intent" value="checkout" disabled={blocked || busy}>
              {t('cart.contact.checkout')}
            </Button>
            <Button
              size="lg"
              variant="outline"
              name="intent"
              value="quote"
              disabled={blocked || busy}
            >
              {sending ? t('cart.contact.sending') : t('cart.contact.quote')}
            </Button>
          </>
        ) : (
          <Button size="lg" name="intent" value="samples" disabled={blocked || busy}>
            {busy ? t('cart.contact.sending') : t('cart.contact.samples')}
          </Button>
        )}
      </div>
      {blocked ? (
        <p className="text-sm font-semibold text-slate-700" data-testid="contact-required">
          {started
            ? fromEnglish(CONTACT_REQUIRED_MESSAGE)
            : mode === 'samples'
              ? t('cart.contact.fillSamples')
              : t('cart.contact.fillProducts')}
        </p>
      ) : null}
    </Form>
  )
}
