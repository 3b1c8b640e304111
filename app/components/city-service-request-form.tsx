import type { SubmissionResult } from '@conform-to/react'
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { CITY_REQUEST_SERVICES, CityServiceRequestSchema } from '~/domain/city-service-request'
import { HONEYPOT_FIELD } from '~/domain/form-rules'
import { conformField, HoneypotField, SelectField, TextAreaField, TextField } from './form-field'

/**
 * The service-request form every city page ends with. A real form: it posts to the
 * city page's action and works without JavaScript; with it, conform validates as you go.
 */
export function CityServiceRequestForm({
  cityName,
  lastResult,
}: {
  cityName: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const [form, fields] = useForm({
    id: 'city-service-request',
    lastResult,
    constraint: getZodConstraint(CityServiceRequestSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: CityServiceRequestSchema })
    },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="relative grid gap-4 sm:grid-cols-2">
      {form.errors?.length ? (
        <div
          id={form.errorId}
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2"
        >
          {form.errors[0]}
        </div>
      ) : null}
      <TextField
        label="Full name"
        required
        {...conformField(fields.name)}
        inputProps={{
          ...getInputProps(fields.name, { type: 'text', ariaAttributes: false }),
          autoComplete: 'name',
        }}
      />
      <TextField
        label="Phone"
        required
        {...conformField(fields.phone)}
        inputProps={{
          ...getInputProps(fields.phone, { type: 'tel', ariaAttributes: false }),
          autoComplete: 'tel',
        }}
      />
      <TextField
        label="Email"
        required
        {...conformField(fields.email)}
        inputProps={{
          ...getInputProps(fields.email, { type: 'email', ariaAttributes: false }),
          autoComplete: 'email',
        }}
      />
      <SelectField
        label="Service needed"
        required
        {...conformField(fields.service)}
        selectProps={getSelectProps(fields.service, { ariaAttributes: false })}
        options={CITY_REQUEST_SERVICES}
        placeholder="Choose a service"
      />
      <TextField
        label={`Street address in ${cityName}`}
        {...conformField(fields.address)}
        inputProps={{
          ...getInputProps(fields.address, { type: 'text', ariaAttributes: false }),
          autoComplete: 'street-address',
        }}
      />
      <TextField
        label="ZIP code"
        {...conformField(fields.zipCode)}
        inputProps={{
          ...getInputProps(fields.zipCode, { type: 'text', ariaAttributes: false }),
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          maxLength: 5,
        }}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="What do you need?"
        hint="Type of blinds or shades, how many windows, what is broken."
        {...conformField(fields.details)}
        textareaProps={getTextareaProps(fields.details, { ariaAttributes: false })}
      />
      <HoneypotField name={HONEYPOT_FIELD} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-md bg-accent-500 px-6 py-3 text-lg font-bold text-brand-900 hover:bg-accent-400 disabled:opacity-70 sm:w-auto"
        >
          {submitting ? 'Sending…' : 'Request Service'}
        </button>
        <p className="mt-2 text-sm text-slate-700">
          Free estimate. We call you back within 2 hours during business hours.
        </p>
      </div>
    </Form>
  )
}
