/** English texts of the generic pages (sandbox data). */
import type { ContentCopy, ContentFacts, SectionText } from './types.ts';

const travelCredit = (f: ContentFacts, validity: string): SectionText => [
  'conditions-travel-credit',
  '5. Conditions of travel credit',
  `<p>Travel credit is a balance in your ${f.brand} account that you can use towards any trip sold on this site. It is issued when you cancel a booking under a flexible rate, when a trip is changed by us and you prefer credit to a refund, and through the refer-a-friend programme.</p>
<ul><li>Credit is valid for ${validity} from the date it is issued, and can be used for departures after that date.</li>
<li>It can be combined with promotional codes, but not exchanged for cash or transferred to another account.</li>
<li>If a trip paid with credit is cancelled by ${f.company}, the credit is returned to your account with its original expiry date extended by 12 months.</li></ul>
<p>You can see your balance and its expiry date in <strong>My account › Wallet</strong>.</p>`,
];

const terms = (f: ContentFacts, older: boolean): SectionText[] => [
  [
    'who-we-are',
    '1. Who we are',
    `<p>This site is operated by ${f.company}, ${f.address}. We organise and sell packaged multi-day trips that combine flights, accommodation, transfers and activities. You can reach our customer team at <a href="mailto:${f.email}">${f.email}</a> or on ${f.phone}.</p>`,
  ],
  [
    'booking',
    '2. Booking and payment',
    `<p>A booking is confirmed when you receive our confirmation e-mail with a booking reference. Prices are per person, in the currency shown, and include taxes and airport charges known at the time of booking.</p>
<ul><li>You may pay in full or, where the trip allows it, in instalments: the deposit is charged at booking and the balance ${older ? '45' : '30'} days before departure.</li>
<li>If an instalment cannot be charged, we will contact you; if it is still unpaid seven days later, the booking may be cancelled under the cancellation charges below.</li></ul>`,
  ],
  [
    'changes',
    '3. Changes and cancellations by you',
    `<p>You may change the names of travellers up to 21 days before departure where the airline allows it. To cancel, write to us; the charge depends on how long before departure we receive your request:</p>
<ul><li>more than 60 days: the deposit;</li><li>60 to 30 days: 40% of the price;</li><li>29 to 15 days: 70% of the price;</li><li>fewer than 15 days: the full price.</li></ul>`,
  ],
  [
    'changes-by-us',
    '4. Changes and cancellations by us',
    `<p>If we must make a significant change to your trip before departure, we will offer you the changed trip, a comparable alternative, travel credit or a full refund. Refunds are made within 14 days.</p>`,
  ],
  travelCredit(f, older ? '12 months' : '24 months'),
  [
    'liability',
    '6. Our responsibility',
    `<p>We are responsible for the proper performance of every service in your package, whether we provide it ourselves or through our suppliers. Our liability is limited as allowed by the international conventions that apply to air and sea travel.</p>`,
  ],
  [
    'complaints',
    '7. Complaints',
    `<p>If something is not right during your trip, tell our local representative or call us at once so we can put it right. Written complaints should reach us within 28 days of your return at <a href="mailto:${f.email}">${f.email}</a>.</p>`,
  ],
];

export const EN: ContentCopy = {
  pages: {
    terms: (f) => ({
      title: 'Terms and conditions',
      intro: `<p class="MsoNormal" style="margin:0">These terms apply to every trip booked on the ${f.brand} website for travellers ${f.inCountry}. Please read them before you book.</p>`,
      sections: terms(f, false),
    }),
    cookies: (f) => ({
      title: 'Cookies policy',
      intro: `<p>${f.brand} uses cookies and similar technologies to run this website, to remember your choices and, with your consent, to measure and improve our service.</p>`,
      sections: [
        [
          'what-are-cookies',
          'What cookies are',
          '<p>Cookies are small text files that a website stores in your browser. They let the site recognise your device on your next visit.</p>',
        ],
        [
          'cookies-we-use',
          'The cookies we use',
          `<ul><li><strong>Necessary</strong>: your language, your market, your basket and your sign-in. The site does not work without them.</li>
<li><strong>Preferences</strong>: recently viewed trips and the departure city you chose.</li>
<li><strong>Analytics</strong>: how visitors use the site, in aggregate, so we can improve it.</li>
<li><strong>Advertising</strong>: to show you relevant offers on other sites, only with your consent.</li></ul>`,
        ],
        [
          'managing-cookies',
          'Managing your choices',
          '<p>You can change your consent at any time from the cookie settings link at the bottom of every page, or delete cookies in your browser settings.</p>',
        ],
      ],
    }),
    privacy: (f) => ({
      title: 'Privacy policy',
      intro: `<p>This policy explains how ${f.company} collects and uses your personal data when you browse our website, book a trip or contact us.</p>`,
      sections: [
        [
          'data-we-collect',
          'The data we collect',
          '<p>Your name, contact details and the details of the travellers you book for (date of birth, passport data where the destination requires it), your payment details, and how you use our website.</p>',
        ],
        [
          'why-we-use-it',
          'Why we use it',
          '<ul><li>To make and manage your booking with airlines, hotels and local partners.</li><li>To send you your documents and information about your trip.</li><li>With your consent, to send you offers by e-mail, which you can stop at any time.</li></ul>',
        ],
        [
          'sharing',
          'Who we share it with',
          '<p>Only with the suppliers who provide your trip, with payment providers, and with authorities where the law requires it. Some suppliers are outside your country; we protect such transfers with standard contractual clauses.</p>',
        ],
        [
          'your-rights',
          'Your rights',
          `<p>You may ask to access, correct, delete or move your data, and object to its use, by writing to <a href="mailto:${f.email}">${f.email}</a>. We answer within one month.</p>`,
        ],
      ],
    }),
    impressum: (f) => ({
      title: 'Legal notice',
      intro: `<p>Information about the operator of this website.</p>`,
      sections: [
        ['operator', 'Operator', `<p>${f.company}<br>${f.address}</p>`],
        [
          'contact-details',
          'Contact',
          `<p>Phone: ${f.phone}<br>E-mail: <a href="mailto:${f.email}">${f.email}</a></p>`,
        ],
        [
          'dispute-resolution',
          'Dispute resolution',
          '<p>We are willing to take part in dispute resolution proceedings before a consumer arbitration board.</p>',
        ],
      ],
    }),
    promotionalTerms: (f) => ({
      title: 'Promotional terms',
      intro: `<p>These terms apply to discounts, promotional codes and prize draws offered by ${f.brand}, in addition to our general terms and conditions.</p>`,
      sections: [
        [
          'promo-codes',
          'Promotional codes',
          '<ul><li>One code per booking, entered before payment.</li><li>Codes cannot be exchanged for cash and have no value once they expire.</li><li>A minimum spend may apply; it is shown with each offer.</li></ul>',
        ],
        [
          'flash-sales',
          'Flash sales and seasonal offers',
          '<p>Discounted prices apply to bookings made within the dates of the sale and are subject to availability. The discount is shown against the price in force the day before the sale began.</p>',
        ],
        [
          'referral',
          'Refer a friend',
          '<p>Your friend receives a discount on their first booking, and you receive travel credit once their trip has departed. Credit is subject to the conditions of travel credit in our terms and conditions.</p>',
        ],
      ],
    }),
    help: (f) => ({
      title: 'Help centre',
      intro: `<p>Answers to the questions our travellers ask most. Can’t find yours? Our team is available on ${f.phone}.</p>`,
      sections: [
        [
          'before-you-book',
          'Before you book',
          '<h3>What does the price include?</h3><p>Flights from the departure city you choose, the accommodation of the category you select, transfers and the activities listed in the itinerary.</p><h3>Do I need a visa?</h3><p>Each trip page lists the entry requirements for citizens of your country.</p>',
        ],
        [
          'after-you-book',
          'After you book',
          '<h3>When will I receive my documents?</h3><p>Your tickets and vouchers arrive by e-mail 10 days before departure, and are in My account as well.</p><h3>Can I pay in instalments?</h3><p>Yes, on trips that show a payment plan at checkout.</p>',
        ],
        [
          'during-your-trip',
          'During your trip',
          `<p>Our assistance line is open 24 hours a day while you travel.</p><script>window.chat && window.chat.open()</script><p><a href="javascript:openChat()" onclick="openChat()">Chat with us</a></p>`,
        ],
      ],
    }),
    about: (f) => ({
      title: `About ${f.brand}`,
      intro: `<p>${f.brand} designs multi-day trips that take care of everything — flights, hotels, transfers and experiences — so that you only have to enjoy the journey.</p>`,
      sections: [
        [
          'our-story',
          'Our story',
          '<p>We started by organising small group tours for friends and family. Today hundreds of thousands of travellers a year choose our trips across six continents.</p>',
        ],
        [
          'how-we-work',
          'How we work',
          '<ul><li>Our own destination experts design every itinerary.</li><li>We work with local partners we know personally.</li><li>Every trip is fully protected from booking to return.</li></ul>',
        ],
      ],
    }),
    contact: (f) => ({
      title: 'Contact us',
      intro: `<p>We are here to help before, during and after your trip.</p>`,
      sections: [
        [
          'phone',
          'By phone',
          `<p>${f.phone}, Monday to Friday from 9:00 to 21:00 and Saturday from 10:00 to 14:00.</p>`,
        ],
        [
          'email',
          'By e-mail',
          `<p><a href="mailto:${f.email}">${f.email}</a>: we reply within one working day.</p>`,
        ],
        ['office', 'Our office', `<p>${f.company}<br>${f.address}</p>`],
      ],
    }),
  },
  terms2022: (f) => ({
    title: 'Terms and conditions (2022)',
    intro: `<p>These are the terms that applied to bookings made until 31 December 2022. Bookings made since then follow the current terms and conditions.</p>`,
    sections: terms(f, true),
  }),
  collections: {
    deals: {
      title: 'Travel deals',
      intro: '<p>Our best prices of the moment on trips around the world.</p>',
    },
    flash: {
      title: 'Flash sale',
      intro: '<p>Big discounts for a few days only: book before the timer runs out.</p>',
    },
    lastMinute: {
      title: 'Last-minute trips',
      intro: '<p>Trips departing in the coming weeks, at reduced prices.</p>',
    },
    early: {
      title: 'Early booking',
      intro: '<p>Book ahead and save on next season’s most popular trips.</p>',
    },
    hero1: {
      title: 'Seasonal offers',
      intro: '<p>The trips that are at their best this season, at special prices.</p>',
    },
    hero2: {
      title: 'Extraordinary trips',
      intro: '<p>Once-in-a-lifetime journeys to the world’s most remarkable places.</p>',
    },
    hero3: {
      title: 'Travel now, pay later',
      intro: '<p>Trips you can book with a small deposit and pay in instalments.</p>',
    },
    hero4: { title: 'Premium collection', intro: '<p>Our finest hotels and most exclusive experiences.</p>' },
    landingDeals: { title: 'Vacation deals', intro: '<p>Hand-picked trips with our biggest savings.</p>' },
    landingBeach: {
      title: 'Beach vacations',
      intro: '<p>Turquoise water, white sand and everything organised.</p>',
    },
    landingShort: { title: 'Short trips', intro: '<p>A week or less: big journeys for a short break.</p>' },
    partnerExclusive: {
      title: 'Partner exclusive',
      intro: '<p>Trips selected for our partners’ customers, at the prices agreed with them.</p>',
    },
  },
  theme: { intro: (theme, description) => `<p>${theme}: ${description}</p>` },
  destinations: {
    title: 'Destinations',
    intro: '<p>Every country we travel to, by continent. Choose one to see its trips.</p>',
  },
};
