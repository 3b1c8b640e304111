/**
 * The work gallery's captions in Spanish (issue 41): the seed of the office's Spanish gallery, as
 * app/content/gallery.ts is of the English one. Keyed by the project's id; photos, dates and
 * categories stay with the English list.
 */
import type { GalleryData } from '~/domain/gallery-projects'
import { gallerySeed } from '~/domain/gallery-projects'

type Caption = { title: string; location: string; description: string; tags: string[] }

export const GALLERY_CAPTIONS_ES: Record<string, Caption> = {
  'las-olas-motorized-living-room': {
    title: 'Cortinas enrollables motorizadas para una sala frente al agua',
    location: 'Fort Lauderdale, FL',
    description:
      'Seis ventanas altas frente al Intracoastal con cortinas enrollables motorizadas de malla solar, con un solo control remoto y un horario que las baja al atardecer.',
    tags: ['Motorización', 'Cortinas enrollables', 'Hogar inteligente'],
  },
  'plantation-vertical-blind-repair': {
    title: 'Reparación de persianas verticales el mismo día',
    location: 'Plantation, FL',
    description:
      'Una persiana vertical de puerta corrediza con el riel de carros roto y láminas perdidas, reparada esa misma tarde con carros nuevos y láminas iguales.',
    tags: ['Reparación', 'Persianas verticales', 'Mismo día'],
  },
  'weston-plantation-shutters': {
    title: 'Contraventanas tipo plantación (shutters) en toda una casa familiar',
    location: 'Weston, FL',
    description:
      'Contraventanas blancas de material compuesto con lamas de 3.5 pulgadas en catorce ventanas, resistentes a la humedad para los baños y la cocina.',
    tags: ['Contraventanas', 'Toda la casa'],
  },
  'hollywood-beach-condo-shutters': {
    title: 'Contraventanas para un condominio, listas para la temporada de huracanes',
    location: 'Hollywood, FL',
    description:
      'Contraventanas interiores para un condominio frente al mar, escogidas para resistir el salitre y la humedad, instaladas después de las nuevas ventanas de impacto.',
    tags: ['Contraventanas', 'Condominio', 'Costa'],
  },
  'coral-springs-zebra-bedrooms': {
    title: 'Persianas zebra en tres habitaciones',
    location: 'Coral Springs, FL',
    description:
      'Persianas zebra sin cordones en gris suave, que pasan de vista a privacidad, seguras para los niños de una familia joven.',
    tags: ['Persianas zebra', 'Sin cordones', 'Seguras para niños'],
  },
  'pembroke-pines-zebra-kitchen': {
    title: 'Persianas zebra motorizadas sobre el fregadero de la cocina',
    location: 'Pembroke Pines, FL',
    description:
      'Una ventana difícil de alcanzar sobre el fregadero, que ahora se abre con un interruptor de pared y un motor recargable.',
    tags: ['Persianas zebra', 'Motorización'],
  },
  'davie-wood-blinds-study': {
    title: 'Persianas de madera natural para un estudio',
    location: 'Davie, FL',
    description:
      'Persianas de tilo de dos pulgadas teñidas color nogal, con cintas de tela, a juego con los libreros empotrados del estudio.',
    tags: ['Persianas de madera', 'Tinte a la medida'],
  },
  'sunrise-faux-wood-replacement': {
    title: 'Persianas de imitación madera en lugar de minipersianas dañadas por el sol',
    location: 'Sunrise, FL',
    description:
      'Minipersianas de aluminio amarillentas cambiadas por persianas de imitación madera resistentes a la humedad en toda una villa.',
    tags: ['Persianas de madera', 'Reemplazo'],
  },
  'miramar-cellular-nursery': {
    title: 'Cortinas celulares opacas para el cuarto del bebé',
    location: 'Miramar, FL',
    description:
      'Cortinas tipo panal opacas y sin cordones que mantienen el cuarto del bebé oscuro y fresco para las siestas del día.',
    tags: ['Cortinas celulares', 'Opacas', 'Sin cordones'],
  },
  'cooper-city-cellular-sunroom': {
    title: 'Cortinas celulares de apertura superior en un solárium',
    location: 'Cooper City, FL',
    description:
      'Cortinas celulares que filtran la luz y se abren de arriba abajo o de abajo arriba: dejan entrar la luz y guardan la privacidad frente a la calle.',
    tags: ['Cortinas celulares', 'Ahorro de energía'],
  },
  'deerfield-office-removal': {
    title: 'Desinstalación de persianas de oficina antes de cambiar las ventanas',
    location: 'Deerfield Beach, FL',
    description:
      'Cuarenta persianas de oficina desmontadas, etiquetadas por sala y ventana, y empacadas para guardarlas mientras una compañía de ventanas cambiaba los cristales.',
    tags: ['Desinstalación', 'Comercial', 'Empresas'],
  },
  'tamarac-condo-installation': {
    title: 'Instalación en un condominio de cortinas compradas por el cliente',
    location: 'Tamarac, FL',
    description:
      'Cortinas enrollables que el dueño compró por internet, instaladas en dinteles de concreto, niveladas y cubiertas por nuestra garantía de instalación de 1 año.',
    tags: ['Instalación', 'Condominio', 'Cortinas enrollables'],
  },
}

/** The seed projects that have Spanish captions, with them (the seed of the first Spanish version). */
export function gallerySeedEs(): GalleryData {
  return {
    projects: gallerySeed().projects.flatMap((p) => {
      const caption = GALLERY_CAPTIONS_ES[p.id]
      return caption ? [{ ...p, ...caption, tags: [...caption.tags] }] : []
    }),
  }
}
