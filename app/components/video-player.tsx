import { lazy, type MouseEvent, Suspense, useRef, useState } from 'react'
import type { Video } from '~/content/videos'
import { useT } from './i18n'

// The overlay's code (and the video host) load only when a visitor asks to play.
const loadOverlay = () => import('./video-overlay')
const VideoOverlay = lazy(loadOverlay)

/**
 * A video that shows its thumbnail until asked, then plays in a full-screen overlay
 * (nothing from the video host loads before). Without JavaScript the thumbnail is a link
 * to the video on the host.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLAnchorElement>(null)
  const wasOpened = useRef(false)
  if (open) wasOpened.current = true
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
        onPointerEnter={loadOverlay}
        onFocus={loadOverlay}
        className="group relative block self-start overflow-hidden rounded-xl shadow-lg"
        aria-label={t('home.video.play', { title: video.title })}
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
      {open || wasOpened.current ? (
        <Suspense fallback={null}>
          <VideoOverlay
            video={video}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={() => trigger.current}
          />
        </Suspense>
      ) : null}
    </>
  )
}
