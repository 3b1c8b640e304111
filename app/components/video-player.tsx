import * as Dialog from '@radix-ui/react-dialog'
import { type MouseEvent, useRef, useState } from 'react'
import type { Video } from '~/content/videos'
import { CloseIcon } from './icons'

/**
 * A video that shows its thumbnail until asked, then plays in a full-screen overlay
 * (nothing from the video host loads before). Without JavaScript the thumbnail is a link
 * to the video on the host.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLAnchorElement>(null)
  const thumb = video.thumbnail
  const base = thumb.src.replace(/\.webp$/, '')

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return
    event.preventDefault()
    setOpen(true)
  }

  return (
    <>
      <a
        ref={trigger}
        href={video.videoUrl}
        onClick={onClick}
        className="group relative block self-start overflow-hidden rounded-xl shadow-lg"
        aria-label={`Play video: ${video.title}`}
      >
        <img
          src={thumb.src}
          srcSet={`${base}-480.webp 480w, ${base}-960.webp 960w`}
          sizes="(min-width: 1024px) 600px, 100vw"
          width={thumb.width}
          height={thumb.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-auto w-full bg-brand-900"
        />
        <span className="absolute inset-0 flex items-center justify-center bg-black/20 transition group-hover:bg-black/30">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 shadow-lg">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" fill="#1e3a8a" />
            </svg>
          </span>
        </span>
      </a>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
          <Dialog.Content
            className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 focus:outline-none"
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              trigger.current?.focus()
            }}
          >
            <div className="flex w-full max-w-5xl items-center justify-between gap-4 pb-3 text-white">
              <Dialog.Title className="text-lg font-semibold">{video.title}</Dialog.Title>
              <Dialog.Close aria-label="Close video" className="rounded-md p-2 hover:bg-white/10">
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
                  allowFullScreen
                  className="h-full w-full"
                />
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}
