import { describe, expect, it } from 'vitest'
import {
  isTextingHour,
  nextTextingHour,
  reminderTextDue,
  replyBelongsTo,
  replyKind,
  textTopicMatter,
} from './texts'

// December: Florida is on EST, UTC-5.
const florida = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`)

describe('isTextingHour', () => {
  it('allows 9 AM until before 8 PM, Florida time, whatever the server clock', () => {
    expect(isTextingHour(florida('2026-12-02', '08:59'))).toBe(false)
    expect(isTextingHour(florida('2026-12-02', '09:00'))).toBe(true)
    expect(isTextingHour(florida('2026-12-02', '19:59'))).toBe(true)
    expect(isTextingHour(florida('2026-12-02', '20:00'))).toBe(false)
    expect(isTextingHour(florida('2026-12-02', '23:30'))).toBe(false)
    // 01:00 UTC is 8 PM in Florida: at night there.
    expect(isTextingHour(new Date('2026-12-03T01:00:00Z'))).toBe(false)
    // Summer: EDT, UTC-4; 13:00 UTC is 9 AM.
    expect(isTextingHour(new Date('2026-07-01T13:00:00Z'))).toBe(true)
    expect(isTextingHour(new Date('2026-07-01T12:59:00Z'))).toBe(false)
  })
})

describe('reminderTextDue', () => {
  it('is due on the day before the visit, during texting hours only', () => {
    expect(reminderTextDue('2026-12-03', florida('2026-12-02', '10:00'))).toBe(true)
    expect(reminderTextDue('2026-12-03', florida('2026-12-02', '07:00'))).toBe(false)
    expect(reminderTextDue('2026-12-03', florida('2026-12-02', '21:00'))).toBe(false)
    expect(reminderTextDue('2026-12-03', florida('2026-12-03', '10:00'))).toBe(false)
    expect(reminderTextDue('2026-12-03', florida('2026-12-01', '10:00'))).toBe(false)
    expect(reminderTextDue('2027-01-01', florida('2026-12-31', '12:00'))).toBe(true)
  })
})

describe('replyKind', () => {
  it('knows the carriers’ keywords, in any case, alone in the message', () => {
    for (const word of [
      'STOP',
      'stop',
      ' Stop. ',
      'STOPALL',
      'unsubscribe',
      'Cancel',
      'END',
      'quit',
    ])
      expect(replyKind(word)).toBe('stop')
    for (const word of ['HELP', 'help', 'Info']) expect(replyKind(word)).toBe('help')
    for (const word of ['START', 'unstop', 'Yes']) expect(replyKind(word)).toBe('start')
    expect(replyKind('Please stop by at 3')).toBe('other')
    expect(replyKind('Can you come earlier?')).toBe('other')
  })
})

describe('nextTextingHour', () => {
  it('is now in texting hours, else 9 AM Florida time that morning or the next', () => {
    const noon = florida('2026-12-02', '12:00')
    expect(nextTextingHour(noon)).toEqual(noon)
    expect(nextTextingHour(florida('2026-12-02', '06:30'))).toEqual(florida('2026-12-02', '09:00'))
    expect(nextTextingHour(florida('2026-12-02', '20:00'))).toEqual(florida('2026-12-03', '09:00'))
    expect(nextTextingHour(florida('2026-12-02', '23:45'))).toEqual(florida('2026-12-03', '09:00'))
    // The last night of the year waits for New Year's morning; a summer night for 9 AM EDT.
    expect(nextTextingHour(florida('2026-12-31', '22:00'))).toEqual(florida('2027-01-01', '09:00'))
    expect(nextTextingHour(new Date('2026-07-02T02:00:00Z'))).toEqual(
      new Date('2026-07-02T13:00:00Z'),
    )
  })
})

describe('replyBelongsTo', () => {
  it('is the newest open matter, else the newest of all', () => {
    const visitDone = { name: 'visit', open: false, at: 30 }
    const order = { name: 'order', open: true, at: 20 }
    const lead = { name: 'lead', open: true, at: 10 }
    expect(replyBelongsTo([lead, visitDone, order])?.name).toBe('order')
    expect(replyBelongsTo([visitDone, { ...order, open: false }])?.name).toBe('visit')
    expect(replyBelongsTo([])).toBeNull()
  })
})

describe('textTopicMatter', () => {
  it('reads what a text was about from its outbox topic', () => {
    expect(textTopicMatter('text:appointment-moved:12:3')).toEqual({ kind: 'appointment', id: 12 })
    expect(textTopicMatter('text:order-installation-scheduled:7:40')).toEqual({
      kind: 'order',
      id: 7,
    })
    expect(textTopicMatter('text:estimate-sent:5:0')).toEqual({ kind: 'estimate', id: 5 })
    expect(textTopicMatter('appointment-confirmation:12')).toBeNull()
    expect(textTopicMatter(null)).toBeNull()
  })
})
