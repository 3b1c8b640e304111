import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { TextConsentField } from '~/components/forms/text-consent-field'
import {
  CHECKOUT_REQUIRED_MESSAGE,
  type CustomerInfo,
  checkoutCustomerSchema,
} from '~/domain/order'
import type { TextConsentWords } from '~/domain/text-consent'
import { CUSTOMER_FIELDS, CustomerFields, useCustomerMirror } from '../cart/customer-fields'
import { conformSummaryErrors, ErrorSummary, HoneypotField, useValidatedForm } from '../forms'
import { useFromEnglish, useT } from '../i18n'
import { Button } from '../ui/button'
import { Spinner } from './spinner'

/**
 * Checkout's customer step: every field required. With JavaScript it asks the server for a
 * PaymentIntent and the page shows the Payment Element; without, the same post takes the
 * browser to Stripe's hosted payment page for the same amount.
 */
export function CheckoutCustomerForm({
  lastResult,
  stored,
  onValues,
  textConsent,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  stored: Partial<CustomerInfo>
  /** The "Text me" wording, as the server stores it. */
  textConsent: TextConsentWords
  onValues?: (values: Record<string, string>) => void
}) {
  const hydrated = useHydrated()
  const t = useT()
  const fromEnglish = useFromEnglish()
  const navigation = useNavigation()
  const [form, fields] = useValidatedForm({
    id: 'checkout-customer',
    schema: checkoutCustomerSchema,
    lastResult,
    defaultValue: stored,
  })
  const values = useCustomerMirror(form, fields, stored)
  const complete = CUSTOMER_FIELDS.every((name) => values[name].trim() !== '')
  const busy = navigation.state !== 'idle'
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event)
        if (!event.defaultPrevented) onValues?.(values)
      }}
      className="space-y-4"
    >
      <ErrorSummary
        id={form.errorId}
        formErrors={form.errors}
        fieldErrors={conformSummaryErrors(form, [
          ...CUSTOMER_FIELDS.map((n) => fields[n]),
          fields.textConsent,
        ])}
      />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <CustomerFields fields={fields} />
      <TextConsentField field={fields.textConsent} words={textConsent} />
      <HoneypotField />
      {busy ? <Spinner label={t('checkout.preparing')} /> : null}
      <Button size="xl" block disabled={busy || (hydrated && !complete)}>
        {t('checkout.continue')}
      </Button>
      {hydrated && !complete ? (
        <p className="text-sm font-semibold text-slate-700" data-testid="checkout-required">
          {fromEnglish(CHECKOUT_REQUIRED_MESSAGE)}
        </p>
      ) : null}
      {hydrated ? null : <p className="text-sm text-slate-700">{t('checkout.stripeNote')}</p>}
    </Form>
  )
}
