/**
 * The customer's answer on the staff estimate page (issue 39): who accepted, when, from which
 * address and browser, the drawn signature, what was signed and whether its record is intact;
 * or the decline with its reason.
 */
import { formatCents } from '~/domain/pricing'

type AcceptanceShown = {
  signedName: string
  signatureSrc: string | null
  acceptedAt: string
  version: number
  ipAddress: string
  userAgent: string
  consentText: string
  snapshotHash: string
  intact: boolean
  totalCents: number
  depositCents: number
}

export function EstimateAnswerRecord({
  acceptance,
  decline,
}: {
  acceptance: AcceptanceShown | null
  decline: { on: string; reason: string | null } | null
}) {
  if (acceptance) {
    const rows: [string, string][] = [
      ['Signed by (typed name)', acceptance.signedName],
      ['When', acceptance.acceptedAt],
      ['Version', String(acceptance.version)],
      ['Total accepted', formatCents(acceptance.totalCents)],
      ['Deposit asked', formatCents(acceptance.depositCents)],
      ['IP address', acceptance.ipAddress],
      ['Browser', acceptance.userAgent || 'not sent'],
      [
        'Record',
        acceptance.intact
          ? `intact (SHA-256 ${acceptance.snapshotHash.slice(0, 16)}…)`
          : 'ALTERED: the snapshot no longer matches its hash',
      ],
    ]
    return (
      <section
        id="acceptance"
        aria-labelledby="acceptance-title"
        className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4"
      >
        <h2 id="acceptance-title" className="text-lg font-bold text-green-950">
          Accepted by the customer
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-800">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {acceptance.signatureSrc ? (
          <img
            src={acceptance.signatureSrc}
            alt={`Signature drawn by ${acceptance.signedName}`}
            width={300}
            height={100}
            className="mt-2 rounded border border-slate-300 bg-white"
          />
        ) : (
          <p className="mt-2 text-sm text-slate-700">No signature drawn: the typed name signs.</p>
        )}
        <p className="mt-2 text-sm text-slate-700">
          The customer agreed to: “{acceptance.consentText}”
        </p>
      </section>
    )
  }
  if (decline) {
    return (
      <section
        id="decline"
        aria-labelledby="decline-title"
        className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4"
      >
        <h2 id="decline-title" className="text-lg font-bold text-slate-900">
          Declined by the customer
        </h2>
        <p className="mt-1">
          On {decline.on}. {decline.reason ? `Reason: “${decline.reason}”` : 'No reason given.'}
        </p>
      </section>
    )
  }
  return null
}
