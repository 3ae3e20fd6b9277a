import type { CheckoutCopy } from './checkout-types.ts';

export const checkoutEs: CheckoutCopy = {
  flights: {
    noFlights: 'No quedan vuelos para salir el {date}. Elige otro día, por favor.',
    notADepartureDay: 'Este viaje no sale el {date} para tu grupo. Elige un día del calendario, por favor.',
    landOnly: 'Este viaje se vende sin vuelos.',
  },
  rooms: {
    included: [
      { name: 'Habitación doble', description: 'Una cama de matrimonio y baño privado.' },
      { name: 'Habitación twin', description: 'Dos camas individuales y baño privado.' },
    ],
    supplements: [
      { name: 'Habitación superior', description: 'Más amplia, en una planta alta y con zona de estar.' },
      { name: 'Habitación con vistas', description: 'Orientada a las mejores vistas del hotel.' },
      { name: 'Junior suite', description: 'Salón independiente y baño con bañera.' },
    ],
  },
  activities: [
    {
      name: 'Clase de cocina en {city}',
      description: 'Compra en el mercado y cocina un almuerzo local con un chef.',
    },
    {
      name: 'Paseo en barco al atardecer',
      description: 'Dos horas en el agua con bebidas a la puesta de sol.',
    },
    {
      name: 'Ruta gastronómica por {city}',
      description: 'Diez degustaciones en el casco antiguo con un guía local.',
    },
    { name: 'Paseo fotográfico privado', description: 'Tres horas por {city} con un fotógrafo.' },
    { name: 'Tarde de spa', description: 'Masaje y acceso al spa del hotel.' },
    { name: '{city} de noche', description: 'La ciudad iluminada, con guía y parada para cenar.' },
  ],
  insurances: {
    STANDARD: {
      name: 'Protección estándar',
      coverage: [
        'Asistencia médica en el extranjero',
        'Pérdida de equipaje',
        'Cambios gratis hasta 60 días antes',
      ],
    },
    FLEX: {
      name: 'Flex',
      coverage: ['Todo lo de Estándar', 'Cancela hasta 30 días antes y recibe un bono por el importe total'],
    },
    'FLEX+': {
      name: 'Flex+',
      coverage: ['Todo lo de Flex', 'Cancela hasta 15 días antes y recupera el importe total'],
    },
  },
  baggage: { oneBag: 'Maleta facturada (23 kg)', twoBags: 'Dos maletas facturadas (23 kg cada una)' },
  campaignBanner: {
    title: '{percent}% de descuento en {month}',
    description: 'El descuento ya está aplicado en las salidas de {month}.',
  },
  dealBanner: {
    title: 'Oferta de la semana',
    description: 'Solo esta semana: el mejor precio de la temporada para este viaje.',
  },
};
