import { businessDateTimeShort, type Instant } from '~/domain/business-time'

export type TextThreadEntry = {
  key: string
  direction: 'out' | 'in'
  body: string
  at: Instant
  status: 'sent' | 'not sent' | 'held' | null
}

const STATUS_WORDS = {
  sent: 'sent',
  'not sent': 'not sent (see the outbox)',
  held: 'waits for 9 AM',
}

/**
 * The texts of a lead or an order, both ways, oldest first (server-rendered): ours with their
 * status, the customer's replies (the office is e-mailed each one). Nothing when none.
 */
export function TextThread({
  entries,
  level = 'h2',
}: {
  entries: readonly TextThreadEntry[]
  /** The heading's level, as the page's other sections. */
  level?: 'h2' | 'h3'
}) {
  if (entries.length === 0) return null
  const Heading = level
  return (
    <section className="mt-6" aria-labelledby="text-thread">
      <Heading id="text-thread" className="text-lg font-bold text-slate-800">
        Texts with the customer
      </Heading>
      <ol className="mt-2 space-y-2">
        {entries.map((entry) => (
          <li
            key={entry.key}
            className={
              entry.direction === 'in'
                ? 'mr-8 rounded border border-amber-300 bg-amber-50 p-3'
                : 'ml-8 rounded border border-slate-200 bg-slate-50 p-3'
            }
          >
            <p className="text-sm text-slate-700">
              {entry.direction === 'in' ? 'The customer wrote' : 'We texted'},{' '}
              {businessDateTimeShort(entry.at)}
              {entry.status ? ` (${STATUS_WORDS[entry.status]})` : ''}
            </p>
            <p className="whitespace-pre-line break-words">{entry.body}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
