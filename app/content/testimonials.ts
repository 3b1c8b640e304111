/**
 * Customer testimonials on the home page (each with the customer's permission): the seed of the
 * office's list (app/server/content/services.server.ts); the portraits stay with these names.
 */
export type Testimonial = {
  id: string
  image: string
  rating: 5
  text: string
  author: string
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'maria-pembroke-pines',
    image: '/images/testimonials/maria.webp',
    rating: 5,
    text: 'Our vertical blinds broke on a Friday morning and they were here that afternoon. Fixed in an hour, fair price, and they explained everything.',
    author: 'Maria G., homeowner in Pembroke Pines',
  },
  {
    id: 'david-fort-lauderdale',
    image: '/images/testimonials/david.webp',
    rating: 5,
    text: 'We motorized every shade in our condo. The installers were careful, programmed the schedules with us and cleaned up after themselves.',
    author: 'David R., condo owner in Fort Lauderdale',
  },
  {
    id: 'linda-coral-springs',
    image: '/images/testimonials/linda.webp',
    rating: 5,
    text: 'The zebra shades in our bedrooms look fantastic and the free estimate was spot on. No surprises on the final bill.',
    author: 'Linda T., homeowner in Coral Springs',
  },
]
