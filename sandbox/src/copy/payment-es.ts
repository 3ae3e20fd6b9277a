import type { PaymentCopy } from './payment-types.ts';

export const paymentEs: PaymentCopy = {
  methods: {
    card: 'Tarjeta de crédito o débito',
    secureCard: 'Tarjeta, pago seguro',
    ach: 'Transferencia bancaria (ACH)',
    bnpl: 'Paga después en 4 plazos',
  },
  fees: { secureCard: 'Gastos de gestión de la tarjeta', bnpl: 'Gastos de pago aplazado' },
  confirmation: {
    title: '¡Tu viaje está reservado!',
    subtitle: 'Localizador {locator}',
    description: 'Prepárate para {trip}. Te hemos enviado los detalles de la reserva a {email}.',
  },
  voucher: {
    title: 'Bono de viaje',
    subtitle: '{trip}',
    description: 'Localizador {locator}, salida el {date}. Presenta este bono a tu llegada.',
  },
  budget: {
    trip: '{trip}',
    extraNights: 'Noches extra ({nights})',
    insurance: 'Protección de viaje: {name}',
    handlingFee: 'Gastos de gestión',
    discount: 'Descuento ({code})',
    mailSubject: 'Tu presupuesto: {trip}',
    mailText:
      'Este es tu presupuesto para {trip}: {total} en total, válido hasta el {date}.\n\nConsúltalo y resérvalo aquí: {link}',
  },
  ticket: {
    outbound: 'Vuelo de ida {from} – {to}',
    return: 'Vuelo de vuelta {from} – {to}',
    flightDetail: '{carrier} {flights}, sale a las {time}',
    hotelDetail: '{nights} noches, {room}',
    transfer: 'Traslados en {city}',
    transferDetail: 'Del aeropuerto al hotel a la llegada y del hotel al aeropuerto a la salida',
    activityDetail: 'Para {travellers} viajeros',
  },
};
