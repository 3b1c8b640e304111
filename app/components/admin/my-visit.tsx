/** One assigned visit's facts for the installer's phone (issue 31): address, phone, notes, photos, order. */
import { formatPhone } from '~/domain/phone'

type Photo = { id: number; url: string; thumbnailUrl: string | null; originalName: string }

export type VisitFactsView = {
  id: number
  status: string
  serviceType: string
  address: string
  mapsUrl: string
  customerPhone: string
  phoneLink: string
  notes: string[]
  customerPhotos: Photo[]
  order: { reference: string | null; lines: { title: string; text: string }[] } | null
}

export function VisitFacts({ visit }: { visit: VisitFactsView }) {
  return (
    <div className="mt-2 space-y-2 text-base">
      <p>
        <span
          className="rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold"
          data-status={visit.status}
        >
          {visit.status === 'completed' ? 'Done' : visit.status}
        </span>{' '}
        <span className="text-slate-700">{visit.serviceType}</span>
      </p>
      <p>
        <a href={visit.mapsUrl} className="font-semibold text-brand-800 underline">
          {visit.address}
        </a>
      </p>
      <p>
        <a href={visit.phoneLink} className="font-semibold text-brand-800 underline">
          Call {formatPhone(visit.customerPhone)}
        </a>
      </p>
      <p>
        {/* The estimate is written in this home: started from this visit (issue 39). */}
        <a
          href={`/admin/estimates/new?visit=${visit.id}`}
          className="font-semibold text-brand-800 underline"
        >
          Start an estimate for this visit
        </a>
      </p>
      {visit.notes.map((note) => (
        <p key={note} className="whitespace-pre-line text-slate-800">
          {note}
        </p>
      ))}
      {visit.customerPhotos.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Customer's photos">
          {visit.customerPhotos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url}>
                <img
                  src={photo.thumbnailUrl ?? photo.url}
                  alt={photo.originalName}
                  className="h-20 w-20 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {visit.order ? (
        <div>
          <p className="font-semibold">Order {visit.order.reference}</p>
          <ul className="list-disc pl-5 text-sm">
            {visit.order.lines.map((line, i) => (
              <li key={`${line.title}-${i}`} className="whitespace-pre-line">
                <span className="font-semibold">{line.title}</span>
                {`\n${line.text}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
