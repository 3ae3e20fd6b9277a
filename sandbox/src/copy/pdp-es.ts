import type { PdpCopy } from './pdp-types.ts';

export const pdpEs: PdpCopy = {
  home: 'Inicio',
  landOnly: 'Solo circuito (sin vuelos)',
  tiers: { standard: 'Estándar', superior: 'Superior', premium: 'Premium', luxury: 'Lujo' },
  paragraphs: [
    '<p>Tu ruta: {cities}. Cada etapa está organizada: hoteles, traslados entre ciudades y las visitas del itinerario.</p>',
    '<p>Elige ciudad de salida, categoría y fechas en el calendario: los precios son por persona e incluyen todo lo indicado en las condiciones.</p>',
  ],
  seo: '{days} días en {country}: {cities}. Viajes con todo organizado, desde {price} por persona.',
  pdpHeader: {
    mobile: 'Reserva ya: {percent}% de descuento en {month}',
    tabletUp: 'Reserva ya y ahorra un {percent}% en las salidas de {month}',
  },
  months: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  meals: { breakfast: 'Desayuno', lunch: 'Almuerzo', dinner: 'Cena' },
  tabs: {
    hotels: 'Hoteles',
    included: 'Incluye',
    notIncluded: 'No incluye',
    hotelsIntro: 'Hoteles de categoría {tier} o similares:',
  },
  included: {
    flights: 'Vuelos de ida y vuelta desde tu ciudad de salida (salvo solo circuito)',
    items: [
      'Alojamiento en los hoteles indicados o similares',
      'Comidas según el itinerario',
      'Traslados entre ciudades y al aeropuerto',
      'Visitas guiadas según el itinerario',
      'Seguro de viaje con cobertura Standard',
    ],
  },
  notIncluded: ['Visados y tasas de entrada', 'Propinas y gastos personales', 'Excursiones opcionales'],
  itinerary: {
    flight: {
      title: 'Vuelo de {from} a {to}',
      text: '<p>Vuelo de {from} a {to}. <strong>Traslado al hotel</strong> y resto del día libre.</p>',
    },
    arrival: {
      title: 'Llegada a {to}',
      text: '<p>Llegada a {to} por tu cuenta. Entrada en el hotel y primer paseo por el centro.</p>',
    },
    transfer: {
      title: '{from} – {to}',
      text: '<p>Desayuno y traslado de {from} a {to}. <strong>Tarde</strong> para instalarse y explorar.</p>',
    },
    visits: [
      {
        title: 'Descubriendo {city}',
        text: '<p>Visita guiada de lo imprescindible de {city}, con <strong>tiempo libre</strong> por la tarde.</p>',
      },
      {
        title: 'Día libre en {city}',
        text: '<p>Un día a tu ritmo en {city}: mercados, museos o simplemente una buena comida.</p>',
      },
      {
        title: 'Excursión por los alrededores de {city}',
        text: '<p>Excursión de día completo por los alrededores de {city}, con <strong>almuerzo incluido</strong>.</p>',
      },
    ],
    returnFlight: {
      title: 'Vuelo de regreso a {to}',
      text: '<p>Desayuno y traslado al aeropuerto de {from} para el vuelo de regreso a {to}. <strong>Fin de nuestros servicios</strong>.</p>',
    },
    end: {
      title: 'Fin del viaje',
      text: '<p>Desayuno y salida del hotel en {city}. <strong>Fin de nuestros servicios</strong>.</p>',
    },
  },
  conditions: {
    title: 'Condiciones de la categoría {tier}',
    included: 'Qué incluye',
    cancellation: 'Política de cancelación',
    cancellationHtml:
      '<p>Todos los viajes incluyen la política <strong>STANDARD</strong>: cambios gratuitos hasta 60 días antes de la salida. Con <strong>FLEX</strong> puedes cancelar hasta 30 días antes de la salida y recibir un bono por el importe total; con <strong>FLEX+</strong>, el reembolso del importe total hasta 15 días antes de la salida.</p>',
    payment: 'Pago',
    paymentHtml:
      '<p>Paga un 30% al reservar y el resto 45 días antes de la salida, o todo de una vez. Los precios son por persona.</p>',
  },
};
