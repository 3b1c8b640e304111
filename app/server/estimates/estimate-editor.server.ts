/**
 * How the estimate editor's forms are read and answered (issue 39), the same for a real post
 * (the page's action, JavaScript or not) and for the editor's autosave (a JSON answer): the
 * form names its intent and its own id (`formId`, also the anchor the page comes back to);
 * each is checked by its schema (app/domain/estimate-form.ts) and written through the one
 * writer (estimates.server.ts). A refusal names the form, the field and keeps what was typed.
 */
import type { z } from 'zod'
import {
  addAlternativeSchema,
  addGroupSchema,
  addLineSchema,
  addRoomSchema,
  addWindowSchema,
  alternativeSchema,
  catalogueLineSchema,
  estimateCustomerSchema,
  estimateTermsSchema,
  type FieldErrors,
  fieldErrors,
  formFields,
  groupSchema,
  handLineSchema,
  removeSchema,
  roomSchema,
  windowSchema,
} from '~/domain/estimate-form'
import type { StaffActor } from '~/domain/staff-access'
import type { ToastInput } from '~/domain/toast'
import { textEstimateLink } from '../sms/order-texts.server'
import { sendEstimateMail } from './estimate-mail.server'
import {
  addAlternative,
  addGroup,
  addLine,
  addRoom,
  addWindow,
  getEstimate,
  lineKind,
  markSent,
  removeAlternative,
  removeGroup,
  removeLine,
  removeRoom,
  removeWindow,
  renameAlternative,
  renameRoom,
  reviseEstimate,
  updateCatalogueLine,
  updateCustomer,
  updateGroup,
  updateHandLine,
  updateTerms,
  updateWindow,
  type WriteResult,
} from './estimates.server'

export type EditorValues = Record<string, string | string[] | undefined>

export type EditorAnswer =
  | {
      ok: true
      /** The element the page comes back to (`#window-12`). */
      anchor: string
      toast?: ToastInput
      /** Another page to go to (a new version). */
      redirectTo?: string
    }
  | {
      ok: false
      status: number
      formId: string
      /** Messages per field; '' for the form as a whole. */
      errors: FieldErrors
      /** What was typed, so the form shows it again without JavaScript. */
      values: EditorValues
    }

/** The fields posted as lists. */
const LISTS = ['options']

/** Field edits answered without a toast when autosaved; a real post says "Saved". */
const SAVED: ToastInput = { title: 'Saved', description: 'The estimate is saved.' }

function refusal(
  formId: string,
  values: EditorValues,
  errors: FieldErrors,
  status = 400,
): EditorAnswer {
  return { ok: false, status, formId, errors, values }
}

function parse<S extends z.ZodTypeAny>(schema: S, values: EditorValues) {
  return schema.safeParse(values) as z.SafeParseReturnType<unknown, z.infer<S>>
}

/** Reads and answers one post of the editor for the estimate `estimateId`. */
export async function answerEditorPost(
  actor: StaffActor,
  estimateId: number,
  form: FormData,
): Promise<EditorAnswer> {
  const values = formFields(form, LISTS)
  const intent = String(values.intent ?? '')
  const formId = String(values.formId ?? intent).slice(0, 60)
  const refused = (errors: FieldErrors) => refusal(formId, values, errors)
  /** A writer's answer: back to the anchor, or its refusal next to its field. */
  const written = (
    result: WriteResult<object>,
    anchor: string,
    toast: ToastInput = SAVED,
  ): EditorAnswer =>
    result.ok
      ? { ok: true, anchor, toast }
      : refusal(formId, values, { [result.field]: [result.message] }, result.status)

  switch (intent) {
    case 'customer': {
      const parsed = parse(estimateCustomerSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      const { intent: _i, ...customer } = parsed.data
      return written(updateCustomer(actor, estimateId, customer), 'customer')
    }
    case 'terms': {
      const parsed = parse(estimateTermsSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      return written(updateTerms(actor, estimateId, parsed.data), 'terms')
    }
    case 'add-room': {
      const parsed = parse(addRoomSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      const result = addRoom(actor, estimateId, parsed.data.name)
      return written(result, result.ok ? `room-${result.roomId}` : 'add-room', {
        title: 'Room Added',
        description: `${parsed.data.name}: add its windows.`,
      })
    }
    case 'room': {
      const parsed = parse(roomSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      return written(
        renameRoom(actor, estimateId, parsed.data.roomId, parsed.data.name),
        `room-${parsed.data.roomId}`,
      )
    }
    case 'add-window': {
      const parsed = parse(addWindowSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      const { intent: _i, roomId, ...window } = parsed.data
      const result = addWindow(actor, estimateId, roomId, window)
      return written(result, result.ok ? `window-${result.windowId}` : `room-${roomId}`, {
        title: 'Window Added',
        description: 'Now add what goes on it.',
      })
    }
    case 'window': {
      const parsed = parse(windowSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      const { intent: _i, windowId, ...window } = parsed.data
      return written(updateWindow(actor, estimateId, windowId, window), `window-${windowId}`)
    }
    case 'add-line': {
      const parsed = parse(addLineSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      const { roomId, windowId, product } = parsed.data
      const result = addLine(actor, estimateId, { roomId, windowId }, product)
      return written(result, result.ok ? `line-${result.lineId}` : formId, {
        title: 'Line Added',
        description: 'Fill in its details: it is saved as you type.',
      })
    }
    case 'line': {
      const lineId = Number(values.lineId)
      const kind = Number.isInteger(lineId) ? lineKind(estimateId, lineId) : undefined
      if (!kind) return refusal(formId, values, { '': ['That line is not on this estimate'] }, 404)
      if (kind === 'catalogue') {
        const parsed = parse(catalogueLineSchema, values)
        if (!parsed.success) return refused(fieldErrors(parsed.error))
        return written(updateCatalogueLine(actor, estimateId, parsed.data), `line-${lineId}`)
      }
      const parsed = parse(handLineSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      return written(updateHandLine(actor, estimateId, parsed.data), `line-${lineId}`)
    }
    case 'add-group': {
      const parsed = parse(addGroupSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      const result = addGroup(actor, estimateId, parsed.data.roomId, parsed.data.name)
      return written(result, result.ok ? `group-${result.groupId}` : formId, {
        title: 'Choice Added',
        description: 'Put lines in its alternatives: the customer picks one.',
      })
    }
    case 'group': {
      const parsed = parse(groupSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      return written(updateGroup(actor, estimateId, parsed.data), `group-${parsed.data.groupId}`)
    }
    case 'add-alternative': {
      const parsed = parse(addAlternativeSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      return written(
        addAlternative(actor, estimateId, parsed.data.groupId, parsed.data.label),
        `group-${parsed.data.groupId}`,
        { title: 'Alternative Added', description: parsed.data.label },
      )
    }
    case 'alternative': {
      const parsed = parse(alternativeSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      return written(
        renameAlternative(actor, estimateId, parsed.data.alternativeId, parsed.data.label),
        `alternative-${parsed.data.alternativeId}`,
      )
    }
    case 'remove-room':
    case 'remove-window':
    case 'remove-line':
    case 'remove-group':
    case 'remove-alternative': {
      const parsed = parse(removeSchema, values)
      if (!parsed.success) return refused(fieldErrors(parsed.error))
      const remove = {
        'remove-room': removeRoom,
        'remove-window': removeWindow,
        'remove-line': removeLine,
        'remove-group': removeGroup,
        'remove-alternative': removeAlternative,
      }[parsed.data.intent]
      const back = typeof values.back === 'string' ? values.back.slice(0, 60) : 'rooms'
      return written(remove(actor, estimateId, parsed.data.id), back, {
        title: 'Removed',
        description: 'It is no longer on the estimate.',
      })
    }
    case 'send': {
      const result = markSent(actor, estimateId)
      if (!result.ok) return refusal(formId, values, { '': [result.message] }, result.status)
      const estimate = getEstimate(estimateId)
      const mail = estimate ? await sendEstimateMail(estimate, actor.username) : null
      if (estimate) await textEstimateLink(estimate, estimate.customer.phone)
      return {
        ok: true,
        anchor: 'send',
        toast: mail?.delivered
          ? {
              title: result.again ? 'Estimate Sent Again' : 'Estimate Sent',
              description: `E-mailed to ${result.row.customerEmail}.`,
            }
          : {
              title: 'Estimate Sent, E-mail Waiting',
              description:
                'The e-mail waits in the outbox (send it again from there); the link below works now.',
              variant: 'destructive',
            },
      }
    }
    case 'revise': {
      const result = reviseEstimate(actor, estimateId)
      if (!result.ok) return refusal(formId, values, { '': [result.message] }, result.status)
      return {
        ok: true,
        anchor: 'rooms',
        redirectTo: `/admin/estimates/${result.id}`,
        toast: {
          title: 'New Version Started',
          description: 'Change it, then send it: the customer’s old link will say it was replaced.',
        },
      }
    }
    default:
      return refusal(formId, values, { '': ['This form could not be read: reload the page.'] })
  }
}
