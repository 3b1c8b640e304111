/**
 * The customers' testimonials in Spanish (issue 41): the same three customers as
 * app/content/testimonials.ts, their words translated faithfully; name and city stay as in
 * English, which is how a Spanish page finds the quote of each customer.
 */
import type { TestimonialEntry } from '~/domain/service-pages'

export const TESTIMONIALS_ES: TestimonialEntry[] = [
  {
    name: 'Maria G.',
    city: 'Pembroke Pines',
    rating: 5,
    text: 'Nuestras persianas verticales se rompieron un viernes por la mañana y esa misma tarde ya estaban aquí. Las arreglaron en una hora, a un precio justo, y nos explicaron todo.',
  },
  {
    name: 'David R.',
    city: 'Fort Lauderdale',
    rating: 5,
    text: 'Motorizamos todas las cortinas de nuestro condominio. Los instaladores fueron cuidadosos, programaron los horarios con nosotros y limpiaron todo al terminar.',
  },
  {
    name: 'Linda T.',
    city: 'Coral Springs',
    rating: 5,
    text: 'Las persianas zebra de nuestras habitaciones se ven fantásticas y el presupuesto gratuito fue exacto. Ninguna sorpresa en la factura final.',
  },
]
