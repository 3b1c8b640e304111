import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useMemo } from 'react'
import { businessDate } from '~/domain/business-time'
import {
  BLIND_TYPES,
  MAX_WINDOWS,
  URGENCY_OPTIONS,
  windowCompanyRequestSchema,
} from '~/domain/window-company-request'
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
import { useFromEnglish, useT } from './i18n'

/** 'B2B Service Request': a real form posting to /window-company-portal. */
export function WindowCompanyRequestForm({
  lastResult,
  today,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  /** The server's today (business time), so the date's minimum matches on both sides. */
  today: string
}) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const schema = useMemo(() => windowCompanyRequestSchema(today || businessDate()), [today])
  const [form, fields] = useValidatedForm({
    id: 'b2b-service-request',
    schema: schema,
    lastResult: lastResult,
    defaultValue: { urgency: 'medium' },
  })
  const f = fields
  const t = useT()
  const fromEnglish = useFromEnglish()
  // The values stay the office's English; only the words shown follow the page.
  const blindOptions = BLIND_TYPES.map((type) => ({ value: type, label: fromEnglish(type) }))
  const urgencyOptions = URGENCY_OPTIONS.map((o) => ({ ...o, label: fromEnglish(o.label) }))
  useFocusOnReply(form.id, form.errorId, lastResult)
  const action = useOwnFormAction(form.errorId)
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="relative space-y-8">
      <ErrorSummary
        id={form.errorId}
        formErrors={form.errors}
        fieldErrors={conformSummaryErrors(form, [
          f.companyName,
          f.contactName,
          f.contactPhone,
          f.contactEmail,
          f.customerName,
          f.customerPhone,
          f.customerEmail,
          f.customerAddress,
          f.blindType,
          f.numberOfWindows,
          f.urgency,
          f.preferredDate,
          f.projectDetails,
          f.estimatedBudget,
          f.specialRequests,
        ])}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">{t('b2b.form.company')}</legend>
        <Field
          field={f.companyName}
          label={t('b2b.form.companyName')}
          autoComplete="organization"
        />
        <Field field={f.contactName} label={t('b2b.form.contactName')} autoComplete="name" />
        <Field
          field={f.contactPhone}
          label={t('b2b.form.contactPhone')}
          type="tel"
          autoComplete="tel"
        />
        <Field
          field={f.contactEmail}
          label={t('b2b.form.contactEmail')}
          type="email"
          autoComplete="email"
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">{t('b2b.form.customer')}</legend>
        <Field field={f.customerName} label={t('b2b.form.customerName')} />
        <Field field={f.customerPhone} label={t('b2b.form.customerPhone')} type="tel" />
        <Field field={f.customerEmail} label={t('b2b.form.customerEmail')} type="email" />
        <Field field={f.customerAddress} label={t('b2b.form.jobAddress')} />
        <SelectField
          field={f.blindType}
          label={t('b2b.form.blindType')}
          options={blindOptions}
          placeholder={t('b2b.form.chooseType')}
        />
        <Field
          field={f.numberOfWindows}
          label={t('b2b.form.windows')}
          type="number"
          min={1}
          max={MAX_WINDOWS}
          step={1}
          inputMode="numeric"
        />
        <SelectField
          field={f.urgency}
          label={t('b2b.form.urgency')}
          options={urgencyOptions}
          placeholder={t('b2b.form.chooseUrgency')}
        />
        <Field
          field={f.preferredDate}
          label={t('b2b.form.preferredDate')}
          type="date"
          min={today}
        />
        <TextareaField
          className="sm:col-span-2"
          field={f.projectDetails}
          label={t('b2b.form.projectDetails')}
          hint={t('b2b.form.projectHint')}
        />
        <Field field={f.estimatedBudget} label={t('b2b.form.budget')} />
        <TextareaField
          className="sm:col-span-2"
          field={f.specialRequests}
          label={t('b2b.form.special')}
          rows={3}
        />
      </fieldset>
      <PublicFormFooter label={t('b2b.form.submit')} busy={submitting} note={t('b2b.form.note')} />
    </Form>
  )
}
