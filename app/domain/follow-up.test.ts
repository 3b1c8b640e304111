import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { LEAD_STATUSES, REQUEST_STATUSES } from './admin-inbox'
import {
  CLOSED_STATUSES,
  emailCustomerSchema,
  followUpSchema,
  isEmergencyLead,
  isFollowUpDue,
  leadIdFromReference,
  leadReference,
  NOTE_MAX_LENGTH,
  noteSchema,
} from './follow-up'
import { TIME_FRAMES } from './quote-wizard-steps'

function form(values: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(values)) data.set(k, v)
  return data
}

describe('isFollowUpDue', () => {
  const today = '2026-11-26'
  it('is due on the day and after it, not before', () => {
    expect(isFollowUpDue('2026-11-26', 'new', today)).toBe(true)
    expect(isFollowUpDue('2026-11-20', 'contacted', today)).toBe(true)
    expect(isFollowUpDue('2026-11-27', 'new', today)).toBe(false)
  })
  it('is never due without a date (or with one that is not a date)', () => {
    expect(isFollowUpDue(null, 'new', today)).toBe(false)
    expect(isFollowUpDue(undefined, 'pending', today)).toBe(false)
    expect(isFollowUpDue('soon', 'pending', today)).toBe(false)
  })
  it('is not due once the lead or request is closed', () => {
    for (const status of ['won', 'lost', 'completed', 'cancelled']) {
      expect(isFollowUpDue('2026-11-01', status, today)).toBe(false)
    }
    for (const status of ['new', 'contacted', 'quoted', 'pending', 'in-progress']) {
      expect(isFollowUpDue('2026-11-01', status, today)).toBe(true)
    }
  })
  it('closes with the statuses that end leads and requests', () => {
    const statuses: string[] = [...LEAD_STATUSES, ...REQUEST_STATUSES]
    for (const closed of CLOSED_STATUSES) expect(statuses).toContain(closed)
  })
})

describe('isEmergencyLead', () => {
  it('is the wizard’s ASAP answer only', () => {
    expect(TIME_FRAMES).toContain('asap')
    expect(isEmergencyLead({ timeFrame: 'asap' })).toBe(true)
    for (const timeFrame of TIME_FRAMES.filter((t) => t !== 'asap')) {
      expect(isEmergencyLead({ timeFrame })).toBe(false)
    }
    expect(isEmergencyLead({ timeFrame: null })).toBe(false)
  })
})

describe('leadReference', () => {
  it('is Q- and the number, and reads back', () => {
    expect(leadReference(1042)).toBe('Q-1042')
    expect(leadIdFromReference('Q-1042')).toBe(1042)
    expect(leadIdFromReference(' q1042 ')).toBe(1042)
    expect(leadIdFromReference('Q-')).toBeNull()
    expect(leadIdFromReference('Quincy')).toBeNull()
  })
})

describe('follow-up forms', () => {
  it('needs a note, at most NOTE_MAX_LENGTH characters', () => {
    const empty = parseWithZod(form({ intent: 'note', note: '   ' }), { schema: noteSchema })
    expect(empty.status).toBe('error')
    expect(empty.reply().error?.note).toEqual(['Note is required'])
    const long = parseWithZod(form({ intent: 'note', note: 'x'.repeat(NOTE_MAX_LENGTH + 1) }), {
      schema: noteSchema,
    })
    expect(long.reply().error?.note?.[0]).toMatch(/at most/)
    const ok = parseWithZod(form({ intent: 'note', note: 'called 9:40, left voicemail' }), {
      schema: noteSchema,
    })
    expect(ok.status === 'success' && ok.value.note).toBe('called 9:40, left voicemail')
  })
  it('takes a date or nothing (clear) for the follow-up', () => {
    const set = parseWithZod(form({ intent: 'follow-up', followUpOn: '2026-12-01' }), {
      schema: followUpSchema,
    })
    expect(set.status === 'success' && set.value.followUpOn).toBe('2026-12-01')
    const clear = parseWithZod(form({ intent: 'follow-up', followUpOn: '' }), {
      schema: followUpSchema,
    })
    expect(clear.status === 'success' && clear.value.followUpOn).toBeNull()
    const bad = parseWithZod(form({ intent: 'follow-up', followUpOn: '2026-02-30' }), {
      schema: followUpSchema,
    })
    expect(bad.status).toBe('error')
  })
  it('needs a subject and a message for an e-mail', () => {
    const result = parseWithZod(form({ intent: 'email', subject: '', message: '' }), {
      schema: emailCustomerSchema,
    })
    expect(Object.keys(result.reply().error ?? {})).toEqual(['subject', 'message'])
  })
})
