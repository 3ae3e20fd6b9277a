import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import golden from './golden/attribution.json' with { type: 'json' };
import { attribution, deviceFromUserAgent, isBot, isSearchEngineReferrer, referrerHost } from './traffic.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  galaxyTab:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  googlebotMobile:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  gptbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  yandex: 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  ahrefs: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
};

describe('isBot', () => {
  it.each(['googlebotMobile', 'bingbot', 'facebook', 'gptbot', 'yandex', 'ahrefs'] as const)(
    '%s is a bot',
    (name) => {
      expect(isBot(UA[name])).toBe(true);
    },
  );

  it.each(['iphone', 'android', 'ipad', 'mac', 'windows', 'headless'] as const)('%s is not a bot', (name) => {
    expect(isBot(UA[name])).toBe(false);
  });

  it('treats a missing user agent as a person', () => {
    expect(isBot(undefined)).toBe(false);
    expect(isBot('')).toBe(false);
  });
});

describe('deviceFromUserAgent', () => {
  it.each([
    ['iphone', 'mobile'],
    ['android', 'mobile'],
    ['ipad', 'tablet'],
    ['galaxyTab', 'tablet'],
    ['mac', 'desktop'],
    ['windows', 'desktop'],
    ['googlebotMobile', 'desktop'],
  ] as const)('%s is %s', (name, device) => {
    expect(deviceFromUserAgent(UA[name])).toBe(device);
  });

  it('defaults to desktop and never throws', () => {
    expect(deviceFromUserAgent(undefined)).toBe('desktop');
    fc.assert(
      fc.property(fc.string(), (ua) => {
        expect(['mobile', 'tablet', 'desktop']).toContain(deviceFromUserAgent(ua));
      }),
    );
  });
});

describe('search engines', () => {
  it.each([
    'https://www.google.com/',
    'https://www.google.com.mx/search?q=x',
    'www.google.de',
    'google.co.uk',
    'https://www.bing.com/search',
    'https://search.yahoo.com/',
    'https://duckduckgo.com/',
    'https://yandex.ru/',
    'https://www.ecosia.org/search',
    'https://search.brave.com/search',
  ])('%s is a search engine', (ref) => {
    expect(isSearchEngineReferrer(ref)).toBe(true);
  });

  it.each([
    'https://google.evil.test/',
    'https://notgoogle.com/',
    'https://mail.yahoo-fake.net/',
    'https://www.waypoint.travel/',
    '',
    null,
    'not a url',
  ])('%s is not a search engine', (ref) => {
    expect(isSearchEngineReferrer(ref)).toBe(false);
  });

  it('parses referrer hosts without throwing', () => {
    expect(referrerHost('https://WWW.Example.com:8443/a?b')).toBe('www.example.com');
    expect(referrerHost('http://[::1')).toBeNull();
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webUrl()), (s) => void referrerHost(s)));
  });
});

describe('attribution', () => {
  it.each(golden.cases)('$name', ({ input, expected }) => {
    expect(attribution(input)).toMatchObject(expected);
  });

  it('never throws and never keeps a query string', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.webUrl(), fc.string())),
        fc.webUrl({ withQueryParameters: true }),
        (referrer, url) => {
          const a = attribution({ referrer, host: 'www.waypoint.travel', url });
          expect(a.entryUrl).not.toContain('?');
          expect(a.source.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
