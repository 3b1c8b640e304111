import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { TextConsentField } from '~/components/forms/text-consent-field'
import { CITY_REQUEST_SERVICES, CityServiceRequestSchema } from '~/domain/city-service-request'
import type { TextConsentWords } from '~/domain/text-consent'
import {
  conformSummaryErrors,
  ErrorSummary,
  Field,
  PublicFormFooter,
  SelectField,
  TextareaField,
  useFocusOnReply,
  useOwnFormAction,
  useValidatedForm,
} from './forms'
import { useT } from './i18n'
import { ServiceAreaNotice } from './service-area-notice'

/**
 * The service-request form every city page ends with. A real form: it posts to the
 * city page's action and works without JavaScript; with it, conform validates as you go.
 */
export function CityServiceRequestForm({
  cityName,
  lastResult,
  textConsent,
}: {
  cityName: string
  lastResult: SubmissionResult<string[]> | undefined
  /** The "Text me" wording, as the server stores it. */
  textConsent: TextConsentWords
}) {
  const t = useT()
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const [form, fields] = useValidatedForm({
    id: 'city-service-request',
    schema: CityServiceRequestSchema,
    lastResult: lastResult,
  })
  const { name, phone, email, service, address, zipCode, details, textConsent: consent } = fields
  useFocusOnReply(form.id, form.errorId, lastResult)
  const action = useOwnFormAction(form.errorId)
  // The ZIP as typed, for the out-of-area answer (with JavaScript, as soon as it is complete).
  const [zip, setZip] = useState(zipCode.initialValue ?? '')
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      onChange={(event) => {
        const target = event.target as HTMLInputElement
        if (target.name === zipCode.name) setZip(target.value)
      }}
      className="relative grid gap-4 sm:grid-cols-2"
    >
      <ErrorSummary
        className="sm:col-span-2"
        id={form.errorId}
        formErrors={form.errors}
        fieldErrors={conformSummaryErrors(form, [
          name,
          phone,
          email,
          service,
          address,
          zipCode,
          details,
          consent,
        ])}
      />
      <Field field={name} label={t('city.form.name')} autoComplete="name" />
      <Field field={phone} label={t('city.form.phone')} type="tel" autoComplete="tel" />
      <Field field={email} label={t('city.form.email')} type="email" autoComplete="email" />
      <SelectField
        field={service}
        label={t('city.form.service')}
        options={CITY_REQUEST_SERVICES.map((option) => ({
          value: option.value,
          label: t(`city.form.service.${option.value}`),
        }))}
        placeholder={t('city.form.chooseService')}
      />
      <Field
        field={address}
        label={t('city.form.address', { city: cityName })}
        autoComplete="street-address"
      />
      <Field
        field={zipCode}
        label={t('city.form.zip')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
      />
      <ServiceAreaNotice zip={zip} className="sm:col-span-2" />
      <TextareaField
        className="sm:col-span-2"
        field={details}
        label={t('city.form.details')}
        hint={t('city.form.detailsHint')}
      />
      <TextConsentField className="sm:col-span-2" field={consent} words={textConsent} />
      <PublicFormFooter
        className="sm:col-span-2"
        label={t('city.form.submit')}
        busy={submitting}
        note={t('city.form.note')}
      />
    </Form>
  )
}
