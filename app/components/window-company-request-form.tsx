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

const BLIND_OPTIONS = BLIND_TYPES.map((t) => ({ value: t, label: t }))

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
        <legend className="mb-2 text-lg font-bold text-brand-900">Your company</legend>
        <Field field={f.companyName} label="Company name" autoComplete="organization" />
        <Field field={f.contactName} label="Contact name" autoComplete="name" />
        <Field field={f.contactPhone} label="Contact phone" type="tel" autoComplete="tel" />
        <Field field={f.contactEmail} label="Contact email" type="email" autoComplete="email" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">Your customer and the job</legend>
        <Field field={f.customerName} label="Customer name" />
        <Field field={f.customerPhone} label="Customer phone" type="tel" />
        <Field field={f.customerEmail} label="Customer email" type="email" />
        <Field field={f.customerAddress} label="Job address" />
        <SelectField
          field={f.blindType}
          label="Type of blinds"
          options={BLIND_OPTIONS}
          placeholder="Choose a type"
        />
        <Field
          field={f.numberOfWindows}
          label="Number of windows"
          type="number"
          min={1}
          max={MAX_WINDOWS}
          step={1}
          inputMode="numeric"
        />
        <SelectField
          field={f.urgency}
          label="Urgency"
          options={URGENCY_OPTIONS}
          placeholder="Choose urgency"
        />
        <Field field={f.preferredDate} label="Preferred date" type="date" min={today} />
        <TextareaField
          className="sm:col-span-2"
          field={f.projectDetails}
          label="Project details"
          hint="Removal, installation, replacement or repair; sizes, floors, access, anything we should know."
        />
        <Field field={f.estimatedBudget} label="Estimated budget" />
        <TextareaField
          className="sm:col-span-2"
          field={f.specialRequests}
          label="Special requests"
          rows={3}
        />
      </fieldset>
      <PublicFormFooter
        label="Submit Service Request"
        busy={submitting}
        note="We respond to every B2B request within 2 hours."
      />
    </Form>
  )
}
