/** Deutsche Texte der allgemeinen Seiten (Sandbox-Daten). */
import type { ContentCopy, ContentFacts, SectionText } from './types.ts';

const travelCredit = (f: ContentFacts, validity: string): SectionText => [
  'conditions-travel-credit',
  '5. Bedingungen für Reiseguthaben',
  `<p>Reiseguthaben ist ein Guthaben in Ihrem ${f.brand}-Konto, das Sie für jede auf dieser Website angebotene Reise einsetzen können. Es entsteht, wenn Sie eine Buchung mit flexiblem Tarif stornieren, wenn wir eine Reise ändern und Sie Guthaben statt einer Erstattung wählen, sowie über das Freunde-werben-Programm.</p>
<ul><li>Das Guthaben ist ${validity} ab Ausstellung gültig und kann für Abreisen nach diesem Datum verwendet werden.</li>
<li>Es ist mit Aktionscodes kombinierbar, wird aber nicht bar ausgezahlt und ist nicht auf ein anderes Konto übertragbar.</li>
<li>Storniert ${f.company} eine mit Guthaben bezahlte Reise, wird das Guthaben Ihrem Konto gutgeschrieben und seine Gültigkeit um 12 Monate verlängert.</li></ul>
<p>Ihren Saldo und das Ablaufdatum finden Sie unter <strong>Mein Konto › Guthaben</strong>.</p>`,
];

const terms = (f: ContentFacts, older: boolean): SectionText[] => [
  [
    'who-we-are',
    '1. Wer wir sind',
    `<p>Diese Website wird von ${f.company}, ${f.address}, betrieben. Wir organisieren und verkaufen mehrtägige Pauschalreisen mit Flügen, Unterkunft, Transfers und Aktivitäten. Unser Kundenservice ist unter <a href="mailto:${f.email}">${f.email}</a> oder ${f.phone} erreichbar.</p>`,
  ],
  [
    'booking',
    '2. Buchung und Zahlung',
    `<p>Ihre Buchung ist bestätigt, sobald Sie unsere Bestätigungs-E-Mail mit Buchungsnummer erhalten. Die Preise gelten pro Person in der angegebenen Währung und enthalten die bei Buchung bekannten Steuern und Gebühren.</p>
<ul><li>Sie können den Gesamtbetrag oder, wo die Reise es erlaubt, in Raten zahlen: Die Anzahlung wird bei Buchung fällig, der Restbetrag ${older ? '45' : '30'} Tage vor Abreise.</li>
<li>Kann eine Rate nicht eingezogen werden, melden wir uns bei Ihnen; ist sie sieben Tage später noch offen, kann die Buchung zu den unten genannten Stornokosten storniert werden.</li></ul>`,
  ],
  [
    'changes',
    '3. Änderungen und Stornierungen durch Sie',
    `<p>Sie können die Namen der Reisenden bis 21 Tage vor Abreise ändern, sofern die Fluggesellschaft dies zulässt. Für eine Stornierung schreiben Sie uns; die Kosten hängen davon ab, wann Ihre Mitteilung eingeht:</p>
<ul><li>mehr als 60 Tage vor Abreise: die Anzahlung;</li><li>60 bis 30 Tage: 40 % des Reisepreises;</li><li>29 bis 15 Tage: 70 % des Reisepreises;</li><li>weniger als 15 Tage: der volle Reisepreis.</li></ul>`,
  ],
  [
    'changes-by-us',
    '4. Änderungen und Absagen durch uns',
    '<p>Müssen wir Ihre Reise vor Abreise erheblich ändern, bieten wir Ihnen die geänderte Reise, eine gleichwertige Alternative, Reiseguthaben oder die volle Erstattung an. Erstattungen erfolgen innerhalb von 14 Tagen.</p>',
  ],
  travelCredit(f, older ? '12 Monate' : '24 Monate'),
  [
    'liability',
    '6. Unsere Haftung',
    '<p>Wir haften für die ordnungsgemäße Erbringung aller Leistungen Ihrer Pauschalreise, ob wir sie selbst oder über unsere Leistungsträger erbringen, in den Grenzen der für Luft- und Seebeförderung geltenden internationalen Übereinkommen.</p>',
  ],
  [
    'complaints',
    '7. Beanstandungen',
    `<p>Wenn während der Reise etwas nicht stimmt, wenden Sie sich sofort an unsere örtliche Reiseleitung oder rufen Sie uns an, damit wir Abhilfe schaffen können. Schriftliche Beanstandungen senden Sie bitte innerhalb von 28 Tagen nach Rückkehr an <a href="mailto:${f.email}">${f.email}</a>.</p>`,
  ],
];

export const DE: ContentCopy = {
  pages: {
    terms: (f) => ({
      title: 'Allgemeine Geschäftsbedingungen',
      intro: `<p class="MsoNormal" style="margin:0">Diese Bedingungen gelten für alle Reisen, die auf der Website von ${f.brand} für Reisende ${f.inCountry} gebucht werden. Bitte lesen Sie sie vor der Buchung.</p>`,
      sections: terms(f, false),
    }),
    cookies: (f) => ({
      title: 'Cookie-Richtlinie',
      intro: `<p>${f.brand} verwendet Cookies und ähnliche Technologien, um diese Website zu betreiben, Ihre Einstellungen zu speichern und – mit Ihrer Einwilligung – unseren Service zu messen und zu verbessern.</p>`,
      sections: [
        [
          'what-are-cookies',
          'Was Cookies sind',
          '<p>Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Sie ermöglichen es, Ihr Gerät beim nächsten Besuch wiederzuerkennen.</p>',
        ],
        [
          'cookies-we-use',
          'Welche Cookies wir verwenden',
          `<ul><li><strong>Notwendige</strong>: Ihre Sprache, Ihr Markt, Ihre laufende Buchung und Ihre Anmeldung. Ohne sie funktioniert die Website nicht.</li>
<li><strong>Präferenzen</strong>: zuletzt angesehene Reisen und der gewählte Abflugort.</li>
<li><strong>Analyse</strong>: wie die Website genutzt wird, zusammengefasst, um sie zu verbessern.</li>
<li><strong>Werbung</strong>: um Ihnen passende Angebote auf anderen Websites zu zeigen, nur mit Ihrer Einwilligung.</li></ul>`,
        ],
        [
          'managing-cookies',
          'Ihre Einstellungen verwalten',
          '<p>Sie können Ihre Einwilligung jederzeit über den Link zu den Cookie-Einstellungen am Ende jeder Seite ändern oder Cookies in Ihrem Browser löschen.</p>',
        ],
      ],
    }),
    privacy: (f) => ({
      title: 'Datenschutzrichtlinie',
      intro: `<p>Diese Richtlinie erklärt, wie ${f.company} Ihre personenbezogenen Daten erhebt und verwendet, wenn Sie unsere Website besuchen, eine Reise buchen oder uns kontaktieren.</p>`,
      sections: [
        [
          'data-we-collect',
          'Welche Daten wir erheben',
          '<p>Ihren Namen, Ihre Kontaktdaten und die der Reisenden, für die Sie buchen (Geburtsdatum und Passdaten, wenn das Reiseziel es verlangt), Ihre Zahlungsdaten und Ihre Nutzung unserer Website.</p>',
        ],
        [
          'why-we-use-it',
          'Wofür wir sie verwenden',
          '<ul><li>Um Ihre Buchung mit Fluggesellschaften, Hotels und örtlichen Partnern abzuwickeln.</li><li>Um Ihnen Ihre Reiseunterlagen und Informationen zu Ihrer Reise zu senden.</li><li>Mit Ihrer Einwilligung, um Ihnen Angebote per E-Mail zu senden – jederzeit abbestellbar.</li></ul>',
        ],
        [
          'sharing',
          'An wen wir sie weitergeben',
          '<p>Nur an die Leistungsträger Ihrer Reise, an Zahlungsdienstleister und, wo das Gesetz es verlangt, an Behörden. Einige Leistungsträger sitzen außerhalb Ihres Landes; solche Übermittlungen sichern wir mit Standardvertragsklauseln ab.</p>',
        ],
        [
          'your-rights',
          'Ihre Rechte',
          `<p>Sie können Auskunft, Berichtigung, Löschung oder Übertragung Ihrer Daten verlangen und der Nutzung widersprechen: schreiben Sie an <a href="mailto:${f.email}">${f.email}</a>. Wir antworten innerhalb eines Monats.</p>`,
        ],
      ],
    }),
    impressum: (f) => ({
      title: 'Impressum',
      intro: '<p>Angaben zum Betreiber dieser Website.</p>',
      sections: [
        ['operator', 'Betreiber', `<p>${f.company}<br>${f.address}</p>`],
        [
          'contact-details',
          'Kontakt',
          `<p>Telefon: ${f.phone}<br>E-Mail: <a href="mailto:${f.email}">${f.email}</a></p>`,
        ],
        [
          'dispute-resolution',
          'Streitbeilegung',
          '<p>Wir sind bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>',
        ],
      ],
    }),
    promotionalTerms: (f) => ({
      title: 'Aktionsbedingungen',
      intro: `<p>Diese Bedingungen gelten für Rabatte, Aktionscodes und Gewinnspiele von ${f.brand}, zusätzlich zu unseren Allgemeinen Geschäftsbedingungen.</p>`,
      sections: [
        [
          'promo-codes',
          'Aktionscodes',
          '<ul><li>Ein Code pro Buchung, vor der Zahlung einzugeben.</li><li>Codes werden nicht bar ausgezahlt und verfallen mit ihrem Ablaufdatum.</li><li>Ein Mindestbuchungswert kann gelten; er steht bei jedem Angebot.</li></ul>',
        ],
        [
          'flash-sales',
          'Flash-Sales und Saisonangebote',
          '<p>Reduzierte Preise gelten für Buchungen innerhalb des Aktionszeitraums und nach Verfügbarkeit. Der Rabatt bezieht sich auf den Preis, der am Tag vor Beginn der Aktion galt.</p>',
        ],
        [
          'referral',
          'Freunde werben',
          '<p>Ihr Freund erhält einen Rabatt auf seine erste Buchung, und Sie erhalten Reiseguthaben, sobald seine Reise begonnen hat. Das Guthaben unterliegt den Bedingungen für Reiseguthaben in unseren AGB.</p>',
        ],
      ],
    }),
    help: (f) => ({
      title: 'Hilfe-Center',
      intro: `<p>Antworten auf die häufigsten Fragen unserer Reisenden. Ihre Frage ist nicht dabei? Unser Team ist unter ${f.phone} für Sie da.</p>`,
      sections: [
        [
          'before-you-book',
          'Vor der Buchung',
          '<h3>Was ist im Preis enthalten?</h3><p>Die Flüge ab dem gewählten Abflugort, die Unterkunft der gewählten Kategorie, die Transfers und die Aktivitäten laut Reiseverlauf.</p><h3>Brauche ich ein Visum?</h3><p>Jede Reiseseite nennt die Einreisebestimmungen für Staatsangehörige Ihres Landes.</p>',
        ],
        [
          'after-you-book',
          'Nach der Buchung',
          '<h3>Wann erhalte ich meine Unterlagen?</h3><p>Tickets und Voucher kommen 10 Tage vor Abreise per E-Mail und stehen auch unter Mein Konto bereit.</p><h3>Kann ich in Raten zahlen?</h3><p>Ja, bei Reisen, die bei der Buchung einen Zahlungsplan anbieten.</p>',
        ],
        [
          'during-your-trip',
          'Während der Reise',
          `<p>Unsere Notfall-Hotline ist während Ihrer Reise rund um die Uhr erreichbar.</p><script>window.chat && window.chat.open()</script><p><a href="javascript:openChat()" onclick="openChat()">Mit uns chatten</a></p>`,
        ],
      ],
    }),
    about: (f) => ({
      title: `Über ${f.brand}`,
      intro: `<p>${f.brand} gestaltet mehrtägige Reisen, bei denen wir uns um alles kümmern – Flüge, Hotels, Transfers und Erlebnisse –, damit Sie die Reise einfach genießen können.</p>`,
      sections: [
        [
          'our-story',
          'Unsere Geschichte',
          '<p>Angefangen haben wir mit kleinen Gruppenreisen für Freunde und Familie. Heute wählen jedes Jahr Hunderttausende Reisende unsere Reisen auf sechs Kontinenten.</p>',
        ],
        [
          'how-we-work',
          'Wie wir arbeiten',
          '<ul><li>Unsere eigenen Reiseexperten gestalten jeden Reiseverlauf.</li><li>Wir arbeiten mit örtlichen Partnern, die wir persönlich kennen.</li><li>Jede Reise ist von der Buchung bis zur Rückkehr abgesichert.</li></ul>',
        ],
      ],
    }),
    contact: (f) => ({
      title: 'Kontakt',
      intro: '<p>Wir helfen Ihnen gern – vor, während und nach Ihrer Reise.</p>',
      sections: [
        [
          'phone',
          'Telefonisch',
          `<p>${f.phone}, Montag bis Freitag von 9:00 bis 21:00 Uhr und Samstag von 10:00 bis 14:00 Uhr.</p>`,
        ],
        [
          'email',
          'Per E-Mail',
          `<p><a href="mailto:${f.email}">${f.email}</a> – wir antworten innerhalb eines Werktags.</p>`,
        ],
        ['office', 'Unser Büro', `<p>${f.company}<br>${f.address}</p>`],
      ],
    }),
  },
  terms2022: (f) => ({
    title: 'Allgemeine Geschäftsbedingungen (2022)',
    intro:
      '<p>Dies sind die Bedingungen, die für Buchungen bis zum 31. Dezember 2022 galten. Für spätere Buchungen gelten die aktuellen Allgemeinen Geschäftsbedingungen.</p>',
    sections: terms(f, true),
  }),
  collections: {
    deals: {
      title: 'Reiseangebote',
      intro: '<p>Unsere besten Preise des Moments für Reisen in die ganze Welt.</p>',
    },
    flash: {
      title: 'Flash-Sale',
      intro: '<p>Hohe Rabatte für nur wenige Tage: Buchen Sie, bevor der Countdown abläuft.</p>',
    },
    lastMinute: {
      title: 'Last-Minute-Reisen',
      intro: '<p>Reisen mit Abreise in den nächsten Wochen zu reduzierten Preisen.</p>',
    },
    early: {
      title: 'Frühbucher',
      intro: '<p>Früh buchen und bei den beliebtesten Reisen der nächsten Saison sparen.</p>',
    },
    hero1: {
      title: 'Saisonangebote',
      intro: '<p>Die Reisen, die in dieser Saison am schönsten sind, zu Sonderpreisen.</p>',
    },
    hero2: {
      title: 'Außergewöhnliche Reisen',
      intro: '<p>Einmalige Reisen zu den eindrucksvollsten Orten der Welt.</p>',
    },
    hero3: {
      title: 'Jetzt reisen, später zahlen',
      intro: '<p>Reisen, die Sie mit einer kleinen Anzahlung buchen und in Raten bezahlen.</p>',
    },
    hero4: {
      title: 'Premium-Kollektion',
      intro: '<p>Unsere schönsten Hotels und exklusivsten Erlebnisse.</p>',
    },
    landingDeals: {
      title: 'Reiseangebote',
      intro: '<p>Ausgewählte Reisen mit unseren größten Ersparnissen.</p>',
    },
    landingBeach: {
      title: 'Strandurlaub',
      intro: '<p>Türkisfarbenes Wasser, weißer Sand und alles organisiert.</p>',
    },
    landingShort: {
      title: 'Kurzreisen',
      intro: '<p>Eine Woche oder weniger: große Reisen für eine kurze Auszeit.</p>',
    },
    partnerExclusive: {
      title: 'Exklusiv für Partner',
      intro:
        '<p>Reisen, ausgewählt für die Kunden unserer Partner, zu den mit ihnen vereinbarten Preisen.</p>',
    },
  },
  theme: { intro: (theme, description) => `<p>${theme}: ${description}</p>` },
  destinations: {
    title: 'Reiseziele',
    intro:
      '<p>Alle Länder, in die wir reisen, nach Kontinent. Wählen Sie eines, um seine Reisen zu sehen.</p>',
  },
};
