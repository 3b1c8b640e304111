import { type PhotoShape, photoImage } from '~/domain/gallery-photos'
import { HIGH_FETCH_PRIORITY } from './fallback-image'

/**
 * A gallery picture, a seed one or one staff uploaded: two widths, its width and height set (so
 * the page keeps its space while it loads), lazy unless told otherwise.
 */
export function GalleryImage({
  photo,
  alt,
  sizes,
  eager = false,
  className,
}: {
  photo: PhotoShape
  alt: string
  sizes: string
  eager?: boolean
  className?: string
}) {
  const img = photoImage(photo)
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
