import type { GalleryEntry } from '~/domain/gallery-projects'
import type { Locale } from '~/domain/locale'
import { useFromEnglish, useT } from './i18n'
import { ProjectDetails } from './project-details'
import { ModalDialog } from './ui/modal-dialog'

/**
 * 'View Details' dialog. Without JavaScript the 'View Details' link goes to /gallery/:id
 * instead. Loaded on demand (default export for React.lazy), so the gallery's first load
 * carries no dialog code.
 */
export default function GalleryDialog({
  project,
  onClose,
  returnFocusTo,
}: {
  /** `contentLocale`: the language of the office's words (the details say when English). */
  project: (GalleryEntry & { contentLocale?: Locale }) | null
  onClose: () => void
  returnFocusTo: () => HTMLElement | null
}) {
  const t = useT()
  const fromEnglish = useFromEnglish()
  return (
    <ModalDialog
      open={project !== null}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="lg"
      closeLabel={t('gallery.close')}
      title={project?.title}
      description={
        project
          ? t('gallery.projectIn', {
              category: fromEnglish(project.category),
              location: project.location,
            })
          : null
      }
      describeVisibly={false}
    >
      {project ? (
        <div className="mt-4">
          <ProjectDetails project={project} />
        </div>
      ) : null}
    </ModalDialog>
  )
}
