import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useMemo } from 'react'
import { HONEYPOT_FIELD } from '~/domain/form-rules'
import {
  BLIND_TYPES,
  businessToday,
  MAX_WINDOWS,
  URGENCY_OPTIONS,
  windowCompanyRequestSchema,
} from '~/domain/window-company-request'
import { conformField, HoneypotField, SelectField, TextAreaField, TextField } from './form-field'

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
  const schema = useMemo(() => windowCompanyRequestSchema(today || businessToday()), [today])
  const [form, fields] = useForm({
    id: 'b2b-service-request',
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: { urgency: 'medium' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      return parseWithZod(formData, { schema })
    },
  })
  // biome-ignore lint/suspicious/noExplicitAny: any text field of this form
  const text = (field: FieldMetadata<any>, type: 'text' | 'tel' | 'email') =>
    getInputProps(field, { type, ariaAttributes: false })
  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-8">
      {form.errors?.length ? (
        <div
          id={form.errorId}
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800"
        >
          {form.errors[0]}
        </div>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">Your company</legend>
        <TextField
          label="Company name"
          required
          {...conformField(fields.companyName)}
          inputProps={{ ...text(fields.companyName, 'text'), autoComplete: 'organization' }}
        />
        <TextField
          label="Contact name"
          required
          {...conformField(fields.contactName)}
          inputProps={{ ...text(fields.contactName, 'text'), autoComplete: 'name' }}
        />
        <TextField
          label="Contact phone"
          required
          {...conformField(fields.contactPhone)}
          inputProps={{ ...text(fields.contactPhone, 'tel'), autoComplete: 'tel' }}
        />
        <TextField
          label="Contact email"
          required
          {...conformField(fields.contactEmail)}
          inputProps={{ ...text(fields.contactEmail, 'email'), autoComplete: 'email' }}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">Your customer and the job</legend>
        <TextField
          label="Customer name"
          required
          {...conformField(fields.customerName)}
          inputProps={text(fields.customerName, 'text')}
        />
        <TextField
          label="Customer phone"
          required
          {...conformField(fields.customerPhone)}
          inputProps={text(fields.customerPhone, 'tel')}
        />
        <TextField
          label="Customer email"
          {...conformField(fields.customerEmail)}
          inputProps={text(fields.customerEmail, 'email')}
        />
        <TextField
          label="Job address"
          required
          {...conformField(fields.customerAddress)}
          inputProps={text(fields.customerAddress, 'text')}
        />
        <SelectField
          label="Type of blinds"
          required
          {...conformField(fields.blindType)}
          selectProps={getSelectProps(fields.blindType, { ariaAttributes: false })}
          options={BLIND_OPTIONS}
          placeholder="Choose a type"
        />
        <TextField
          label="Number of windows"
          required
          {...conformField(fields.numberOfWindows)}
          inputProps={{
            ...getInputProps(fields.numberOfWindows, { type: 'number', ariaAttributes: false }),
            min: 1,
            max: MAX_WINDOWS,
            step: 1,
            inputMode: 'numeric',
          }}
        />
        <SelectField
          label="Urgency"
          required
          {...conformField(fields.urgency)}
          selectProps={getSelectProps(fields.urgency, { ariaAttributes: false })}
          options={URGENCY_OPTIONS}
          placeholder="Choose urgency"
        />
        <TextField
          label="Preferred date"
          {...conformField(fields.preferredDate)}
          inputProps={{
            ...getInputProps(fields.preferredDate, { type: 'date', ariaAttributes: false }),
            min: today,
          }}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Project details"
          required
          hint="Removal, installation, replacement or repair; sizes, floors, access, anything we should know."
          {...conformField(fields.projectDetails)}
          textareaProps={getTextareaProps(fields.projectDetails, { ariaAttributes: false })}
        />
        <TextField
          label="Estimated budget"
          {...conformField(fields.estimatedBudget)}
          inputProps={text(fields.estimatedBudget, 'text')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Special requests"
          {...conformField(fields.specialRequests)}
          textareaProps={{
            ...getTextareaProps(fields.specialRequests, { ariaAttributes: false }),
            rows: 3,
          }}
        />
      </fieldset>
      <HoneypotField name={HONEYPOT_FIELD} />
      <div>
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-md bg-accent-500 px-6 py-3 text-lg font-bold text-brand-900 hover:bg-accent-400 disabled:opacity-70 sm:w-auto"
        >
          {submitting ? 'Sending…' : 'Submit Service Request'}
        </button>
        <p className="mt-2 text-sm text-slate-700">
          We respond to every B2B request within 2 hours.
        </p>
      </div>
    </Form>
  )
}
