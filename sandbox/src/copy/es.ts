import type { SiteCopy } from './types.ts';

export const es: SiteCopy = {
  languageName: 'Español',
  themes: {
    beach: { title: 'Escapadas de playa', description: 'Arena, sol y aguas turquesas' },
    'short-trips': { title: 'Viajes cortos', description: 'Grandes experiencias en una semana o menos' },
    family: { title: 'Vacaciones en familia', description: 'Viajes que encantarán a toda la familia' },
    adventure: {
      title: 'Viajes de aventura',
      description: 'Para viajeros que buscan algo más que una vista',
    },
    honeymoon: { title: 'Lunas de miel', description: 'Viajes románticos para celebrar juntos' },
    culture: { title: 'Cultura e historia', description: 'Ciudades y patrimonio con historia' },
    safari: { title: 'Safaris', description: 'Encuentros con la fauna africana' },
  },
  promotion: {
    barText: 'Rebajas de temporada: hasta un 40 % de descuento en viajes seleccionados',
    barPill: 'OFERTA LIMITADA',
    barLink: 'Ver ofertas',
    flashTitle: 'Oferta flash',
    flashSubtitle: 'Solo 48 horas, hasta agotar plazas',
    flashCta: 'Ver ofertas flash',
  },
  campaigns: [
    {
      title: 'Ofertas de última hora',
      subtitle: 'Salidas en los próximos 30 días',
      cta: 'Ver todas las ofertas',
      highlight: 'última hora',
    },
    {
      title: 'Reserva pronto y ahorra más',
      subtitle: 'Asegura el viaje del año que viene a precios de este año',
      cta: 'Reservar ahora',
      highlight: 'ahorra más',
    },
  ],
  hero: [
    {
      title: 'Hasta un <strong>40 % de descuento</strong> esta temporada',
      detail: 'Viajes seleccionados con vuelos y hoteles incluidos',
      intro: null,
      subtitle: 'Plazas limitadas',
      cta: 'Ver ofertas',
    },
    {
      title: 'Despierta en un lugar <strong>extraordinario</strong>',
      detail: null,
      intro: null,
      subtitle: 'Viajes con todo organizado, de principio a fin',
      cta: 'Explorar viajes',
    },
    {
      title: 'Viaja ahora, paga después',
      detail: 'Divide tu pago en cómodos plazos',
      intro: null,
      subtitle: null,
      cta: 'Más información',
    },
    {
      title: 'Grupos pequeños, momentos <strong>grandes</strong>',
      detail: null,
      intro: '{{subBrandLogo}} Nuestra colección premium',
      subtitle: 'Guías expertos y hoteles con encanto',
      cta: 'Descubrir la colección',
    },
  ],
  menu: { destinations: 'Destinos', deals: 'Ofertas', advisors: 'Agentes de viajes', help: 'Ayuda' },
  footer: {
    company: 'Empresa',
    legal: 'Legal',
    destinations: 'Destinos',
    about: 'Quiénes somos',
    contact: 'Contacto',
    help: 'Ayuda',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    cookies: 'Política de cookies',
    promoTerms: 'Términos de las promociones',
  },
  schedule: {
    short: 'L–V 9:00–20:00',
    long: 'De lunes a viernes, de 9:00 a 20:00; fines de semana, de 10:00 a 18:00',
  },
  helpCenter: { contactUs: 'Contáctanos', home: 'Centro de ayuda' },
  reviews: [
    {
      author: 'Lucía G.',
      title: 'Todo perfectamente organizado',
      text: 'Cada traslado y cada hotel fueron tal y como nos prometieron. Solo tuvimos que disfrutar.',
    },
    {
      author: 'Javier M.',
      title: 'Nuestras mejores vacaciones',
      text: 'El itinerario tenía el equilibrio justo entre visitas guiadas y tiempo libre.',
    },
    {
      author: 'Carmen R.',
      title: 'Muy buena relación calidad-precio',
      text: 'Vuelos, hoteles y excursiones por menos de lo que habríamos pagado reservando por nuestra cuenta.',
    },
    {
      author: 'Andrés P.',
      title: 'Guías fantásticos',
      text: 'Los guías locales sabían muchísimo, eran amables y siempre puntuales.',
    },
    {
      author: 'Sofía L.',
      title: 'Volvería a reservar',
      text: 'Hubo algunos días largos de viaje, pero cada parada mereció la pena.',
    },
    { author: 'Diego F.', title: 'Inolvidable', text: 'Los paisajes eran aún mejores que en las fotos.' },
    {
      author: 'Valentina C.',
      title: 'Sin preocupaciones',
      text: 'Atención al cliente respondió rápido a nuestras dudas antes y durante el viaje.',
    },
    {
      author: 'Mateo S.',
      title: 'Hoteles estupendos',
      text: 'Hoteles cómodos y céntricos, con desayunos excelentes.',
    },
  ],
};
