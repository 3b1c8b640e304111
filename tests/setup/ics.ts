/**
 * A strict reading of a calendar file (RFC 5545 and, for e-mailed ones, RFC 5546), for the
 * tests: every line ends in CRLF, no physical line is longer than 75 octets, components open
 * and close in order, and what a VEVENT of each METHOD must carry is there. Answers the
 * unfolded properties, or throws saying what is wrong.
 */
export type IcsProperty = { name: string; params: string; value: string }
export type IcsEvent = { properties: IcsProperty[]; get: (name: string) => IcsProperty[] }
export type IcsCalendar = { method: string | null; properties: IcsProperty[]; events: IcsEvent[] }

const encoder = new TextEncoder()

export function readIcs(text: string): IcsCalendar {
  if (!text.endsWith('\r\n')) throw new Error('The file does not end with CRLF')
  const physical = text.slice(0, -2).split('\r\n')
  physical.forEach((line, i) => {
    if (line.includes('\n') || line.includes('\r'))
      throw new Error(`Bare line break on line ${i + 1}`)
    const octets = encoder.encode(line).length
    if (octets > 75) throw new Error(`Line ${i + 1} is ${octets} octets: ${line}`)
  })
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
  const stack: string[] = []
  const calendar: IcsCalendar = { method: null, properties: [], events: [] }
  let event: IcsProperty[] | null = null
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(line)
    if (!match) throw new Error(`Not a content line: ${line}`)
    const [, rawName, params, value] = match
    const name = rawName.toUpperCase()
    if (name === 'BEGIN') {
      stack.push(value)
      if (value === 'VEVENT') event = []
      continue
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} closes another component`)
      if (value === 'VEVENT' && event) {
        const properties = event
        calendar.events.push({ properties, get: (n) => properties.filter((p) => p.name === n) })
        event = null
      }
      continue
    }
    const property = { name, params: params.replace(/^;/, ''), value }
    if (stack.at(-1) === 'VCALENDAR') calendar.properties.push(property)
    else if (stack.at(-1) === 'VEVENT' && event) event.push(property)
  }
  if (stack.length) throw new Error(`Not closed: ${stack.join(', ')}`)
  const top = (n: string) => calendar.properties.filter((p) => p.name === n)
  for (const required of ['VERSION', 'PRODID']) {
    if (top(required).length !== 1) throw new Error(`VCALENDAR needs one ${required}`)
  }
  calendar.method = top('METHOD')[0]?.value ?? null
  if (calendar.events.length !== 1) throw new Error('Expected one VEVENT')
  const [vevent] = calendar.events
  const needs: Record<string, string[]> = {
    PUBLISH: ['UID', 'DTSTAMP', 'DTSTART', 'SUMMARY', 'ORGANIZER'],
    REQUEST: ['UID', 'DTSTAMP', 'DTSTART', 'SUMMARY', 'ORGANIZER', 'ATTENDEE', 'SEQUENCE'],
    CANCEL: ['UID', 'DTSTAMP', 'ORGANIZER', 'ATTENDEE', 'SEQUENCE'],
  }
  for (const required of needs[calendar.method ?? 'PUBLISH'] ?? []) {
    if (!vevent.get(required).length)
      throw new Error(`VEVENT of ${calendar.method} needs ${required}`)
  }
  if (calendar.method === 'PUBLISH' && vevent.get('ATTENDEE').length) {
    throw new Error('A published event has no ATTENDEE (RFC 5546 3.2.1)')
  }
  if (calendar.method === 'CANCEL' && vevent.get('STATUS')[0]?.value !== 'CANCELLED') {
    throw new Error('A cancelled event says STATUS:CANCELLED')
  }
  return calendar
}
