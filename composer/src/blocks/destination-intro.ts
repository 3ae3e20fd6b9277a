/**
 * The destination's intro (storefront.md §2 destination pages, containers destination and
 * destinationInfo): its breadcrumb (the trip page's Breadcrumbs block reads a trip), picture, introduction,
 * number of trips, and for a country its travel facts (§7 `/v1/destinations/countries/{id}`), which only
 * hide when their call fails.
 */

import { defineResolver } from '../compose/types.ts';
import { Errors } from '../errors.ts';
import { DESTINATION, destinationOf, landingOf } from './destination-data.ts';

const FACT_KEYS = ['capital', 'languages', 'currency', 'timeZone', 'bestTime', 'visa'] as const;

export const destinationIntro = defineResolver({
  type: 'DestinationIntro',
  dimensions: DESTINATION,
  async resolve(args) {
    const { t, config, sources, signal, log } = args;
    const { kind, id } = destinationOf(args.params);
    const landing = await landingOf(args);
    let facts = null;
    if (kind === 'country' && config.showFacts) {
      try {
        facts = await sources.countryFacts(id, { signal });
      } catch (err) {
        log.warn(
          { err: new Errors.ERROR_COUNTRY_FACTS(id, { cause: err }), code: 'ERROR_COUNTRY_FACTS' },
          'country facts unavailable: the intro shows without them',
        );
      }
    }
    const last = landing.breadcrumb.length - 1;
    const values = facts && {
      capital: facts.capital,
      languages: facts.languages.join(', '),
      currency: `${facts.currency.name} (${facts.currency.code})`,
      timeZone: facts.timeZone.replace(/_/g, ' '),
      bestTime: facts.bestTimeToVisit,
      visa: facts.visa.note,
    };
    return {
      breadcrumbs: {
        label: t('breadcrumbs.label'),
        items: landing.breadcrumb.map((b, i) => ({ title: b.title, href: i === last ? null : b.link })),
      },
      title: landing.title,
      kindLabel: t(`destination.kind.${kind}`),
      image: { src: landing.image.url, alt: landing.image.text || landing.name, width: 1920, height: 600 },
      paragraphs: landing.intro
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p !== ''),
      tripCountLabel: t('destination.trips', { count: landing.products.length }),
      facts: values
        ? {
            title: t('destination.factsTitle'),
            items: FACT_KEYS.map((key) => ({
              key,
              label: t(`destination.facts.${key}`),
              value: values[key],
            })),
          }
        : null,
    };
  },
});
