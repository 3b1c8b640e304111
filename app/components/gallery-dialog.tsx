import * as Dialog from '@radix-ui/react-dialog'
import { formatProjectDate, type GalleryProject } from '~/content/gallery'
import { GalleryImage } from './gallery-image'
import { CloseIcon } from './icons'

/** The details of one project; shared by the dialog and the /gallery/:id page. */
export function ProjectDetails({
  project,
  headingId,
}: {
  project: GalleryProject
  headingId?: string
}) {
  return (
    <div>
      <div className={project.beforeImage ? 'grid gap-4 sm:grid-cols-2' : undefined}>
        <figure>
          <GalleryImage
            name={project.image}
            alt={`After: ${project.title}`}
            sizes={
              project.beforeImage
                ? '(min-width: 768px) 360px, 100vw'
                : '(min-width: 768px) 720px, 100vw'
            }
            eager
            className="h-auto w-full rounded-lg bg-slate-100"
          />
          <figcaption className="mt-1 text-sm font-semibold text-slate-700">After</figcaption>
        </figure>
        {project.beforeImage ? (
          <figure>
            <GalleryImage
              name={project.beforeImage}
              alt={`Before: ${project.title}`}
              sizes="(min-width: 768px) 360px, 100vw"
              className="h-auto w-full rounded-lg bg-slate-100"
            />
            <figcaption className="mt-1 text-sm font-semibold text-slate-700">Before</figcaption>
          </figure>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">Location</dt>
          <dd className="text-slate-900">{project.location}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Completed</dt>
          <dd className="text-slate-900">
            <time dateTime={project.date}>{formatProjectDate(project.date)}</time>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Category</dt>
          <dd className="text-slate-900">{project.category}</dd>
        </div>
      </dl>
      <p className="mt-4 text-slate-800" id={headingId ? `${headingId}-desc` : undefined}>
        {project.description}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
        {project.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * 'View Details' dialog (Radix: focus trap, Escape, focus back to the link that opened it).
 * Without JavaScript the 'View Details' link goes to /gallery/:id instead.
 */
export function GalleryDialog({
  project,
  onClose,
  returnFocusTo,
}: {
  project: GalleryProject | null
  onClose: () => void
  returnFocusTo: () => HTMLElement | null
}) {
  return (
    <Dialog.Root open={project !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo()
            if (target) {
              event.preventDefault()
              target.focus()
            }
          }}
        >
          {project ? (
            <>
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="text-2xl font-bold text-brand-900">
                  {project.title}
                </Dialog.Title>
                <Dialog.Close
                  aria-label="Close"
                  className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
                >
                  <CloseIcon width={20} height={20} />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">
                {project.category} project in {project.location}
              </Dialog.Description>
              <div className="mt-4">
                <ProjectDetails project={project} />
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
