/** Bundled copy, one JSON file per locale (namespace 'common'); regional files hold only what differs. */
import deDE from './locales/de-DE.json' with { type: 'json' };
import enAU from './locales/en-AU.json' with { type: 'json' };
import enCA from './locales/en-CA.json' with { type: 'json' };
import enGB from './locales/en-GB.json' with { type: 'json' };
import enUS from './locales/en-US.json' with { type: 'json' };
import esCO from './locales/es-CO.json' with { type: 'json' };
import esES from './locales/es-ES.json' with { type: 'json' };
import esMX from './locales/es-MX.json' with { type: 'json' };
import esUS from './locales/es-US.json' with { type: 'json' };
import frCA from './locales/fr-CA.json' with { type: 'json' };
import frFR from './locales/fr-FR.json' with { type: 'json' };

export const resources = {
  'de-DE': { common: deDE },
  'en-AU': { common: enAU },
  'en-CA': { common: enCA },
  'en-GB': { common: enGB },
  'en-US': { common: enUS },
  'es-CO': { common: esCO },
  'es-ES': { common: esES },
  'es-MX': { common: esMX },
  'es-US': { common: esUS },
  'fr-CA': { common: frCA },
  'fr-FR': { common: frFR },
};
