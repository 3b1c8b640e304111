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
import { HoneypotField, SelectField, TextAreaField, TextField } from './form-field'

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
        id={fields.name.id}
        errorId={fields.name.errorId}
        errors={fields.name.errors}
        inputProps={{
          ...getInputProps(fields.name, { type: 'text', ariaAttributes: false }),
          autoComplete: 'name',
        }}
      />
      <TextField
        label="Phone"
        required
        id={fields.phone.id}
        errorId={fields.phone.errorId}
        errors={fields.phone.errors}
        inputProps={{
          ...getInputProps(fields.phone, { type: 'tel', ariaAttributes: false }),
          autoComplete: 'tel',
        }}
      />
      <TextField
        label="Email"
        required
        id={fields.email.id}
        errorId={fields.email.errorId}
        errors={fields.email.errors}
        inputProps={{
          ...getInputProps(fields.email, { type: 'email', ariaAttributes: false }),
          autoComplete: 'email',
        }}
      />
      <SelectField
        label="Service needed"
        required
        id={fields.service.id}
        errorId={fields.service.errorId}
        errors={fields.service.errors}
        selectProps={getSelectProps(fields.service, { ariaAttributes: false })}
        options={CITY_REQUEST_SERVICES}
        placeholder="Choose a service"
      />
      <TextField
        label={`Street address in ${cityName}`}
        id={fields.address.id}
        errorId={fields.address.errorId}
        errors={fields.address.errors}
        inputProps={{
          ...getInputProps(fields.address, { type: 'text', ariaAttributes: false }),
          autoComplete: 'street-address',
        }}
      />
      <TextField
        label="ZIP code"
        id={fields.zipCode.id}
        errorId={fields.zipCode.errorId}
        errors={fields.zipCode.errors}
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
        id={fields.details.id}
        errorId={fields.details.errorId}
        errors={fields.details.errors}
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
