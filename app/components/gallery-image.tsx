import { galleryImage } from '~/content/gallery'
import { HIGH_FETCH_PRIORITY } from './fallback-image'

/** A gallery picture: WebP in two widths, fixed aspect ratio, lazy unless told otherwise. */
export function GalleryImage({
  name,
  alt,
  sizes,
  eager = false,
  className,
}: {
  name: string
  alt: string
  sizes: string
  eager?: boolean
  className?: string
}) {
  const img = galleryImage(name)
  return (
    <img
      src={img.src}
      srcSet={img.srcSet}
      sizes={sizes}
      width={img.width}
      height={img.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      // The first picture is the page's largest above the fold: fetch it first.
      {...(eager ? HIGH_FETCH_PRIORITY : {})}
      decoding="async"
      className={className ?? 'h-auto w-full bg-slate-100 object-cover'}
    />
  )
}
