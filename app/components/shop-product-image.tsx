import { FallbackImage } from './fallback-image'

/**
 * A shop product's picture in the cards' 4:3 frame (400 x 300). Square product shots (motors)
 * are zoomed past the margin drawn around the item so the frame has no bands at the sides.
 */
export function ShopProductImage({
  image,
  productShot,
  decorative = false,
  lazy = true,
  className = '',
}: {
  image: { src: string; alt: string } | null
  productShot: boolean
  /** Inside a link whose text names the product: the picture adds nothing to read out. */
  decorative?: boolean
  /** Lazy below the fold (the home page); the shop page's cards are its first screen. */
  lazy?: boolean
  className?: string
}) {
  return (
    <div className={`aspect-[4/3] w-full overflow-hidden bg-slate-100 ${className}`}>
      <FallbackImage
        src={image?.src}
        alt={decorative ? '' : (image?.alt ?? '')}
        width={400}
        height={300}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        className={`h-full w-full object-cover ${productShot ? 'scale-[1.18]' : ''}`}
      />
    </div>
  )
}
