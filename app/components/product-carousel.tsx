import { Link } from '@remix-run/react'
import { type MouseEvent, useState } from 'react'
import { FallbackImage, HIGH_FETCH_PRIORITY } from './fallback-image'
import { useT } from './i18n'

export interface CarouselImage {
  id: number
  imageUrl: string
  title: string
  altText: string
  width: number | null
  height: number | null
}

/**
 * Product pictures with previous/next (wrapping at both ends), a counter and thumbnails.
 * Every control is a link (?image=n), so it works without JavaScript; with JavaScript it
 * switches in place.
 */
export function ProductCarousel({
  images,
  initialIndex = 0,
  fallbackImage,
  query = '',
}: {
  images: CarouselImage[]
  initialIndex?: number
  fallbackImage?: string
  /** The page's other query parameters (a configurator's design), kept by the links. */
  query?: string
}) {
  const [index, setIndex] = useState(initialIndex)
  const t = useT()
  const count = images.length

  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
        {fallbackImage ? (
          <img src={fallbackImage} alt="" className="mb-4 max-h-40 rounded-lg object-cover" />
        ) : null}
        <p className="text-lg font-semibold text-slate-800">{t('configurator.carousel.none')}</p>
        <p className="mt-1 text-slate-600">{t('configurator.carousel.noneHint')}</p>
      </div>
    )
  }

  const current = images[Math.min(index, count - 1)]
  const wrap = (i: number) => ((i % count) + count) % count
  const go = (target: number) => (event: MouseEvent) => {
    event.preventDefault()
    setIndex(wrap(target))
  }
  const href = (i: number) => `?${query ? `${query}&` : ''}image=${wrap(i) + 1}`

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('configurator.carousel.label')}
      className="space-y-3"
    >
      <div className="relative overflow-hidden rounded-xl bg-slate-100">
        <FallbackImage
          key={current.id}
          src={current.imageUrl}
          alt={current.altText}
          width={current.width ?? 1200}
          height={current.height ?? 900}
          className="aspect-[4/3] w-full object-cover"
          {...HIGH_FETCH_PRIORITY}
        />
        {count > 1 ? (
          <>
            <Link
              to={href(index - 1)}
              preventScrollReset
              replace
              onClick={go(index - 1)}
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 text-xl font-bold text-brand-900 shadow hover:bg-white"
              aria-label={t('configurator.carousel.previous')}
            >
              ‹
            </Link>
            <Link
              to={href(index + 1)}
              preventScrollReset
              replace
              onClick={go(index + 1)}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 text-xl font-bold text-brand-900 shadow hover:bg-white"
              aria-label={t('configurator.carousel.next')}
            >
              ›
            </Link>
          </>
        ) : null}
        <p
          className="absolute bottom-2 right-2 rounded-full bg-black/70 px-3 py-1 text-sm font-semibold text-white"
          aria-live="polite"
          data-testid="carousel-counter"
        >
          {index + 1} / {count}
        </p>
      </div>
      <p className="text-sm text-slate-700">{current.title}</p>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image.id}>
              <Link
                to={href(i)}
                preventScrollReset
                replace
                onClick={go(i)}
                aria-label={t('configurator.carousel.show', { number: i + 1, title: image.title })}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-md border-2 ${
                  i === index ? 'border-brand-700' : 'border-transparent hover:border-slate-300'
                }`}
              >
                <FallbackImage
                  src={image.imageUrl}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-[54px] w-[72px] object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
