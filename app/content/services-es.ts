/**
 * The five service pages in Spanish (issue 41): the seed of the office's Spanish versions, as
 * app/content/services.ts is of the English ones. Same ids; the prices, icons and calls to action
 * stay in services.ts. Written for a homeowner in South Florida ("usted").
 */
import type { ServicePage } from '~/domain/service-pages'
import type { ServiceId } from './services'

export const SERVICES_ES: Record<ServiceId, ServicePage> = {
  replacement: {
    name: 'Reemplazo de persianas y cortinas',
    description:
      'Cambiamos sus persianas, cortinas y contraventanas gastadas, descoloridas por el sol o rotas por otras hechas a la medida.',
    headline: 'Persianas y cortinas nuevas, medidas e instaladas para usted',
    intro:
      'El sol, el salitre y la humedad del sur de la Florida maltratan las persianas. Medimos cada ventana, le ayudamos a escoger la tela y el control de luz adecuados, quitamos las viejas e instalamos las nuevas en una sola visita.',
    highlights: [
      'Visita gratuita a domicilio para medir y presupuesto sin costo',
      'Persianas verticales y zebra, cortinas enrollables, contraventanas (shutters) y persianas de madera',
      'Telas que filtran la luz, oscurecen la habitación o la bloquean por completo',
      'Materiales resistentes a huracanes y a la humedad',
      'Retiramos y nos llevamos las persianas viejas',
      'Garantía de instalación de 1 año',
    ],
    process: [
      {
        title: 'Consulta gratuita',
        text: 'Lo visitamos, medimos y le mostramos muestras con la luz de su casa.',
      },
      {
        title: 'Hecho a la medida',
        text: 'Sus persianas o cortinas se cortan con precisión de un octavo de pulgada.',
      },
      { title: 'Instalación', text: 'Quitamos las persianas viejas e instalamos las nuevas.' },
    ],
    faqs: [
      {
        question: '¿Cuánto tarda un reemplazo?',
        answer:
          'La mayoría de los pedidos a la medida están listos en dos semanas; la instalación de una casa típica toma unas pocas horas.',
      },
      {
        question: '¿Se llevan las persianas viejas?',
        answer: 'Sí. Quitar y desechar las persianas viejas es parte del trabajo.',
      },
    ],
    pricingNote:
      'El precio depende del tamaño y la tela. Configure un producto en la tienda para ver el precio exacto, o pídanos una cotización gratuita.',
    metaDescription: '',
  },
  repair: {
    name: 'Reparación de persianas',
    description:
      'Reparación el mismo día de persianas y cortinas: cordones, cadenas, varillas, lamas, rieles, láminas verticales y motores, con servicio autorizado de Hunter Douglas.',
    headline: 'Reparación rápida y honesta de persianas y cortinas',
    intro:
      'Un cordón roto, un riel trabado o un motor que no responde no significan persianas nuevas. Nuestros técnicos llevan las piezas más comunes, resuelven la mayoría de los problemas en la primera visita y le dicen con franqueza cuando una reparación no vale la pena.',
    highlights: [
      'Cordones, cadenas, varillas, inclinadores y rieles',
      'Cambio de lamas rotas y láminas verticales',
      'Diagnóstico de motores y controles remotos',
      'Servicio autorizado de Hunter Douglas',
      'Servicio de emergencia las 24 horas, los 7 días',
      'Técnicos con licencia y seguro',
    ],
    process: [
      {
        title: 'Cuéntenos qué se rompió',
        text: 'Llámenos o envíe una solicitud de cotización con fotos.',
      },
      {
        title: 'Visita el mismo día',
        text: 'Las reparaciones urgentes se atienden el mismo día; las demás, en 24 a 48 horas.',
      },
      {
        title: 'Reparado en el momento',
        text: 'La mayoría de las reparaciones se terminan en una sola visita.',
      },
    ],
    faqs: [
      {
        question: '¿Qué tan pronto pueden venir?',
        answer:
          'Las reparaciones de emergencia se atienden el mismo día; las normales se programan en 24 a 48 horas.',
      },
      {
        question: '¿Reparan persianas que no compraron con ustedes?',
        answer:
          'Sí. Reparamos todas las marcas principales, incluida Hunter Douglas como servicio autorizado.',
      },
    ],
    pricingNote: 'Usted aprueba el precio antes de que empecemos cualquier trabajo.',
    metaDescription: '',
  },
  motorization: {
    name: 'Motorización y hogar inteligente',
    description:
      'Motorice sus cortinas nuevas o existentes con motores de batería o cableados que funcionan con control remoto, asistentes de voz y sistemas de hogar inteligente.',
    headline: 'Cortinas que se abren con un toque, con la voz o a una hora fija',
    intro:
      'Las cortinas motorizadas son más seguras para niños y mascotas, protegen sus muebles del sol según un horario y llegan a ventanas que usted no alcanza. Instalamos motores en cortinas nuevas y en muchas de las que ya tiene.',
    highlights: [
      'Motores de batería (recargable) o cableados',
      'Funcionan con asistentes de voz y sistemas de hogar inteligente',
      'Controles remotos, interruptores de pared y sensores de sol y temperatura',
      'Sin cordones: más seguras para niños y mascotas',
      'Garantía de 5 años en los motores',
      'Instalación y programación profesional',
    ],
    process: [
      {
        title: 'Planificación',
        text: 'Revisamos sus ventanas, la corriente y el Wi-Fi, y le sugerimos el motor adecuado.',
      },
      {
        title: 'Instalación',
        text: 'Instalamos y vinculamos motores, controles remotos y centrales.',
      },
      {
        title: 'Programación',
        text: 'Dejamos configurados con usted escenas y horarios antes de irnos.',
      },
    ],
    faqs: [
      {
        question: '¿Batería o cableado?',
        answer:
          'Los motores de batería recargable no necesitan electricista y duran meses con cada carga; los cableados nunca hay que cargarlos y son ideales para construcción nueva.',
      },
      {
        question: '¿Se pueden motorizar las cortinas que ya tengo?',
        answer:
          'Muchas cortinas enrollables y persianas zebra sí. Revisamos las suyas en una visita gratuita.',
      },
    ],
    pricingNote: 'Todos los motores que instalamos tienen 5 años de garantía.',
    metaDescription: '',
  },
  installation: {
    name: 'Instalación profesional',
    description:
      'Instalación profesional de persianas, cortinas y contraventanas, compradas con nosotros o en otro lugar, con garantía de instalación de 1 año.',
    headline: 'Instaladas niveladas, firmes y con garantía',
    intro:
      '¿Compró persianas por internet o en una tienda? Nosotros se las instalamos. Cada instalación queda nivelada, anclada en concreto o en pared de yeso y revisada con usted, y tiene garantía de un año.',
    highlights: [
      'Productos comprados con nosotros o en otro lugar',
      'Concreto, bloque, pared de yeso y marcos de madera',
      'Montaje por dentro o por fuera del marco, ventanas altas y puertas corredizas',
      'Garantía de instalación de 1 año',
      'Servicio de ajuste durante 30 días',
      'Limpieza y retiro de empaques',
    ],
    process: [
      { title: 'Agende', text: 'Escoja la hora que más le convenga.' },
      {
        title: 'Instalación',
        text: 'Anclamos los soportes, colgamos, nivelamos y probamos cada persiana.',
      },
      {
        title: 'Recorrido final',
        text: 'Le mostramos cómo funciona todo y limpiamos al terminar.',
      },
    ],
    faqs: [
      {
        question: '¿Instalan persianas que compré en otro lugar?',
        answer: 'Sí, a $15 por pie lineal, con la misma garantía de instalación de 1 año.',
      },
      {
        question: '¿Qué cubre el servicio de ajuste de 30 días?',
        answer:
          'Si algo necesita ajuste en los primeros 30 días después de la instalación, regresamos sin costo.',
      },
    ],
    pricingNote:
      'Toda instalación tiene garantía de 1 año y servicio de ajuste durante los primeros 30 días.',
    metaDescription: '',
  },
  'blinds-removal': {
    name: 'Desinstalación de persianas',
    description:
      'Desmontamos con cuidado sus persianas y cortinas antes de pintar, remodelar o mudarse, y etiquetamos y empacamos cada pieza para guardarla.',
    headline: 'Persianas desmontadas con cuidado, etiquetadas y empacadas',
    intro:
      '¿Va a pintar, instalar ventanas contra huracanes, remodelar o mudarse? Desmontamos sus persianas y cortinas sin dañarlas, etiquetamos cada pieza por habitación y ventana, y las empacamos para guardarlas, así volver a instalarlas es sencillo.',
    highlights: [
      'Cada pieza etiquetada por habitación y ventana',
      'Empacadas para guardarlas con seguridad',
      'Persianas manuales y motorizadas',
      'Ideal antes de cambiar ventanas o pintar',
      'Reinstalación disponible',
      'Con licencia y seguro',
    ],
    process: [
      { title: 'Recorrido', text: 'Anotamos cada ventana y cada persiana.' },
      {
        title: 'Desmontaje',
        text: 'Bajamos las persianas sin dañar paredes ni marcos.',
      },
      {
        title: 'Etiquetado y empaque',
        text: 'Cada pieza se etiqueta y se empaca para guardarla con seguridad.',
      },
    ],
    faqs: [
      {
        question: '¿Pueden volver a instalarlas después?',
        answer:
          'Sí. Como cada pieza está etiquetada, la reinstalación es rápida; se cobra como una instalación.',
      },
      {
        question: '¿Trabajan con contratistas de ventanas y puertas?',
        answer:
          'Sí. Las compañías de ventanas pueden enviarnos solicitudes por nuestro portal para empresas.',
      },
    ],
    pricingNote: 'Los pies lineales se miden por el ancho de la ventana.',
    metaDescription: '',
  },
}
