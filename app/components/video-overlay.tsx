import * as Dialog from '@radix-ui/react-dialog'
import type { Video } from '~/content/videos'
import { useT } from './i18n'
import { CloseIcon } from './icons'

/** The full-screen video overlay (Radix dialog: focus trap, Escape, focus back). */
export default function VideoOverlay({
  video,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  video: Video
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: () => HTMLElement | null
}) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 focus:outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo()?.focus()
          }}
        >
          <div className="flex w-full max-w-5xl items-center justify-between gap-4 pb-3 text-white">
            <Dialog.Title className="text-lg font-semibold">{video.title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('home.video.close')}
              className="rounded-md p-2 hover:bg-white/10"
            >
              <CloseIcon width={24} height={24} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{video.description}</Dialog.Description>
          <div className="aspect-video w-full max-w-5xl bg-black">
            {open ? (
              <iframe
                src={`${video.embedUrl}${video.embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
                title={video.title}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                className="h-full w-full"
              />
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
