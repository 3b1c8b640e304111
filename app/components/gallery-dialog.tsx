import * as Dialog from '@radix-ui/react-dialog'
import type { GalleryProject } from '~/content/gallery'
import { CloseIcon } from './icons'
import { ProjectDetails } from './project-details'

/**
 * 'View Details' dialog (Radix: focus trap, Escape, focus back to the link that opened it).
 * Without JavaScript the 'View Details' link goes to /gallery/:id instead. Loaded on demand
 * (default export for React.lazy), so the gallery's first load carries no dialog code.
 */
export default function GalleryDialog({
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
