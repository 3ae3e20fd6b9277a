/**
 * A booking's ticket and its providers (buying-flow.md §3 "Ticket: data and providers", §7 "Tickets and
 * vouchers"): the outbound and return flights (none for land only), the hotel nights as the itinerary
 * sleeps them (the last stay longer by the extra nights), the transfers, and the chosen activities, each
 * with the provider that runs it.
 */
import type { UpstreamFlightLeg, UpstreamTicket, UpstreamTicketProviders } from '@waypoint/schemas';
import { itinerary } from '../builders/itinerary.ts';
import { dayOfIso, isoOfDay } from '../catalogue/calendar.ts';
import { cityName } from '../catalogue/index.ts';
import { hashString } from '../rng.ts';
import { slugify } from '../slug.ts';
import { fill } from '../text.ts';
import type { StoredBooking } from './attempts.ts';
import {
  type AttemptView,
  accommodationOf,
  activitiesOf,
  chosenFlight,
  insurancesOf,
  payingOf,
} from './offer.ts';
import { passengersOf } from './passengers.ts';
import { summaryOf } from './summary.ts';

type Segment = UpstreamTicket['segments'][number];
type Provider = UpstreamTicketProviders[number];

/** A provider's contact, invented from its id (the same every time). */
function contact(id: string, name: string, domain: string): Provider {
  const digits = String(1000 + (hashString(`provider:${id}`) % 9000));
  return { id, name, phone: `+1 202 555 ${digits}`, email: `reservations@${domain}.example` };
}

const dayOf = (departureDate: string, day: number) => isoOfDay(dayOfIso(departureDate) + day - 1);

interface Ticketed {
  ticket: UpstreamTicket;
  providers: UpstreamTicketProviders;
}

export function ticketOf(view: AttemptView, booking: StoredBooking): Ticketed {
  const { attempt, ctx, ref } = view;
  const copy = ctx.paymentCopy.ticket;
  const segments: Segment[] = [];
  const providers = new Map<string, Provider>();
  const add = (segment: Segment, provider: () => Provider) => {
    segments.push(segment);
    if (!providers.has(segment.providerId)) providers.set(segment.providerId, provider());
  };

  // 1. Flights, on their carriers.
  const flight = chosenFlight(view);
  if (flight) {
    const leg = (title: string, way: UpstreamFlightLeg) => {
      const first = way.segments[0];
      const last = way.segments.at(-1);
      const providerId = `airline-${flight.carrier.toLowerCase()}`;
      add(
        {
          kind: 'flight',
          title: fill(title, { from: first?.fromName ?? '', to: last?.toName ?? '' }),
          date: way.departureDate,
          detail: fill(copy.flightDetail, {
            carrier: flight.carrierName,
            flights: way.segments.map((s) => s.flightNumber).join(', '),
            time: first?.departure.slice(11) ?? '',
          }),
          providerId,
        },
        () => contact(providerId, flight.carrierName, `${flight.carrier.toLowerCase()}-air`),
      );
    };
    leg(copy.outbound, flight.outbound);
    leg(copy.return, flight.return);
  }

  // 2. Transfers, from the arrival.
  const country = ref.trip.country.name;
  const firstCity = ref.trip.cities[0];
  const transferId = `transfer-${slugify(country.en)}`;
  add(
    {
      kind: 'transfer',
      title: fill(copy.transfer, { city: firstCity ? cityName(firstCity, ctx.lang) : country[ctx.lang] }),
      date: attempt.departureDate,
      detail: copy.transferDetail,
      providerId: transferId,
    },
    () => contact(transferId, `${country.en} Transfers`, `${slugify(country.en)}-transfers`),
  );

  // 3. Hotels: consecutive nights at one hotel are one stay; extra nights lengthen the last.
  const rooms = accommodationOf(view);
  const room = [...rooms.includes, ...rooms.supplements].find((r) => r.id === attempt.accommodationId);
  const stays: { hotel: string; day: number; nights: number }[] = [];
  for (const day of itinerary(ctx, attempt.categoryId, attempt.departureCity)?.days ?? []) {
    if (!day.accommodation) continue;
    const last = stays.at(-1);
    if (last && last.hotel === day.accommodation && last.day + last.nights === day.day) last.nights++;
    else stays.push({ hotel: day.accommodation, day: day.day, nights: 1 });
  }
  const lastStay = stays.at(-1);
  if (lastStay) lastStay.nights += attempt.extraNights;
  for (const stay of stays) {
    const providerId = `hotel-${slugify(stay.hotel)}`;
    add(
      {
        kind: 'hotel',
        title: stay.hotel,
        date: dayOf(attempt.departureDate, stay.day),
        detail: fill(copy.hotelDetail, { nights: stay.nights, room: room?.name ?? '' }),
        providerId,
      },
      () => contact(providerId, stay.hotel, slugify(stay.hotel)),
    );
  }

  // 4. The chosen activities, with the local operator.
  const activities = activitiesOf(view).supplements;
  const operatorId = `experiences-${slugify(country.en)}`;
  for (const id of attempt.activityIds) {
    const activity = activities.find((a) => a.id === id);
    if (!activity) continue;
    add(
      {
        kind: 'activity',
        title: activity.name,
        date: dayOf(attempt.departureDate, activity.day ?? 2),
        detail: fill(copy.activityDetail, { travellers: payingOf(attempt) }),
        providerId: operatorId,
      },
      () => contact(operatorId, `${country.en} Local Experiences`, `${slugify(country.en)}-experiences`),
    );
  }

  const summary = summaryOf(view);
  const policy = insurancesOf(view).packages.find((p) => p.key === attempt.insuranceKey)?.cancellationPolicy;
  return {
    ticket: {
      bookingToken: booking.bookingToken,
      locator: booking.locator,
      productTitle: summary.product.title,
      departureDate: attempt.departureDate,
      returnDate: summary.product.arrival_date,
      passengers: passengersOf(attempt, ref.offers).map((p) => ({
        name: `${p.firstName} ${p.lastName}`.trim(),
        type: p.type,
      })),
      segments: segments.sort((a, b) => a.date.localeCompare(b.date)),
      cancellationPolicy: policy ?? 'STANDARD',
    },
    providers: [...providers.values()],
  };
}
