import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs } from '@remix-run/node'
import { appointmentRequestSchemaFor } from '~/domain/booking'
import { publicAppointment, submitBooking } from '~/server/booking/appointment-booking.server'
import { serviceArea } from '~/server/content/business-settings.server'
import {
  isSpam,
  jsonError,
  jsonResponse,
  methodNotAllowed,
  retryAfter,
} from '~/server/platform/http.server'
import { textableNumber } from '~/server/sms/consents.server'

/** A JSON body, or a form's fields (a plain HTML form may post here too). */
async function readRequest(request: Request) {
  const type = request.headers.get('Content-Type') ?? ''
  if (/\bjson\b/.test(type)) {
    try {
      return { json: (await request.json()) as unknown }
    } catch {
      return { invalid: true as const }
    }
  }
  try {
    return { form: await request.formData() }
  } catch {
    return { invalid: true as const }
  }
}

function validate(body: { json?: unknown; form?: FormData }) {
  // The address's ZIP is checked against the published service area (business settings).
  const appointmentRequestSchema = appointmentRequestSchemaFor(serviceArea(), textableNumber)
  if (body.form) {
    const submission = parseWithZod(body.form, { schema: appointmentRequestSchema })
    return submission.status === 'success'
      ? { value: submission.value }
      : { fieldErrors: submission.error ?? {} }
  }
  const result = appointmentRequestSchema.safeParse(body.json)
  return result.success
    ? { value: result.data }
    : { fieldErrors: result.error.flatten().fieldErrors }
}

/**
 * POST /api/appointments: the appointment request (docs/requirements.md#appointment-booking) as JSON.
 * 201 `{ success, message, appointment }` with the private link and calendar file;
 * 400 `{ error, fieldErrors }` or a date or time that cannot be booked (`{ error, field }`);
 * 409 the slot filled up meanwhile; 429 too many bookings from one address.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const body = await readRequest(request)
  if ('invalid' in body) return jsonError(400, 'Send the appointment request as JSON')
  if (body.form && isSpam(body.form)) return jsonError(400, 'Request refused')
  const checked = validate(body)
  if (!checked.value) {
    return jsonError(400, 'Please check the highlighted fields', {
      fieldErrors: checked.fieldErrors,
    })
  }
  const result = await submitBooking(request, checked.value)
  if (!result.ok) {
    const headers = 'retryAfterSeconds' in result ? retryAfter(result) : undefined
    return jsonError(
      result.status,
      result.error,
      result.field ? { field: result.field } : undefined,
      headers,
    )
  }
  return jsonResponse(
    {
      success: true,
      message: 'Appointment Booked Successfully!',
      appointment: publicAppointment(result.appointment),
    },
    { status: 201 },
  )
}

export function loader() {
  return methodNotAllowed()
}
