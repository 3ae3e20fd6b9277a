/** Textos en español de las páginas genéricas (datos del sandbox). */
import type { ContentCopy, ContentFacts, SectionText } from './types.ts';

const travelCredit = (f: ContentFacts, validity: string): SectionText => [
  'conditions-travel-credit',
  '5. Condiciones del crédito de viaje',
  `<p>El crédito de viaje es un saldo en tu cuenta de ${f.brand} que puedes usar en cualquier viaje de este sitio. Se emite cuando cancelas una reserva con tarifa flexible, cuando modificamos un viaje y prefieres crédito a un reembolso, y con el programa Invita a un amigo.</p>
<ul><li>El crédito es válido durante ${validity} desde su emisión y puede usarse para salidas posteriores a esa fecha.</li>
<li>Puede combinarse con códigos promocionales, pero no se canjea por dinero ni se transfiere a otra cuenta.</li>
<li>Si ${f.company} cancela un viaje pagado con crédito, el crédito vuelve a tu cuenta con su caducidad ampliada 12 meses.</li></ul>
<p>Puedes consultar tu saldo y su caducidad en <strong>Mi cuenta › Monedero</strong>.</p>`,
];

const terms = (f: ContentFacts, older: boolean): SectionText[] => [
  [
    'who-we-are',
    '1. Quiénes somos',
    `<p>Este sitio lo gestiona ${f.company}, ${f.address}. Organizamos y vendemos viajes combinados de varios días que incluyen vuelos, alojamiento, traslados y actividades. Puedes contactar con atención al cliente en <a href="mailto:${f.email}">${f.email}</a> o en el ${f.phone}.</p>`,
  ],
  [
    'booking',
    '2. Reserva y pago',
    `<p>La reserva queda confirmada cuando recibes nuestro correo de confirmación con el localizador. Los precios son por persona, en la moneda indicada, e incluyen las tasas conocidas en el momento de reservar.</p>
<ul><li>Puedes pagar el total o, si el viaje lo permite, a plazos: el depósito se cobra al reservar y el resto ${older ? '45' : '30'} días antes de la salida.</li>
<li>Si un plazo no puede cobrarse, te avisaremos; si sigue pendiente siete días después, la reserva podrá cancelarse con los gastos indicados abajo.</li></ul>`,
  ],
  [
    'changes',
    '3. Cambios y cancelaciones por tu parte',
    `<p>Puedes cambiar el nombre de los viajeros hasta 21 días antes de la salida si la aerolínea lo permite. Para cancelar, escríbenos; los gastos dependen de la antelación con que recibamos tu solicitud:</p>
<ul><li>más de 60 días: el depósito;</li><li>de 60 a 30 días: el 40 % del precio;</li><li>de 29 a 15 días: el 70 % del precio;</li><li>menos de 15 días: el precio total.</li></ul>`,
  ],
  [
    'changes-by-us',
    '4. Cambios y cancelaciones por nuestra parte',
    '<p>Si debemos modificar de forma importante tu viaje antes de la salida, te ofreceremos el viaje modificado, una alternativa equivalente, crédito de viaje o el reembolso íntegro. Los reembolsos se realizan en un plazo de 14 días.</p>',
  ],
  travelCredit(f, older ? '12 meses' : '24 meses'),
  [
    'liability',
    '6. Nuestra responsabilidad',
    '<p>Respondemos de la correcta ejecución de todos los servicios de tu viaje combinado, los prestemos nosotros o nuestros proveedores, con los límites que fijan los convenios internacionales aplicables al transporte aéreo y marítimo.</p>',
  ],
  [
    'complaints',
    '7. Reclamaciones',
    `<p>Si algo no va bien durante el viaje, avisa a nuestro representante local o llámanos enseguida para solucionarlo. Las reclamaciones por escrito deben llegarnos en los 28 días siguientes a tu regreso en <a href="mailto:${f.email}">${f.email}</a>.</p>`,
  ],
];

export const ES: ContentCopy = {
  pages: {
    terms: (f) => ({
      title: 'Términos y condiciones',
      intro: `<p class="MsoNormal" style="margin:0">Estas condiciones se aplican a todos los viajes reservados en la web de ${f.brand} para viajeros ${f.inCountry}. Léelas antes de reservar.</p>`,
      sections: terms(f, false),
    }),
    cookies: (f) => ({
      title: 'Política de cookies',
      intro: `<p>${f.brand} utiliza cookies y tecnologías similares para que esta web funcione, recordar tus preferencias y, con tu consentimiento, medir y mejorar nuestro servicio.</p>`,
      sections: [
        [
          'what-are-cookies',
          'Qué son las cookies',
          '<p>Las cookies son pequeños archivos de texto que una web guarda en tu navegador. Permiten reconocer tu dispositivo en tu próxima visita.</p>',
        ],
        [
          'cookies-we-use',
          'Las cookies que usamos',
          `<ul><li><strong>Necesarias</strong>: tu idioma, tu mercado, tu reserva en curso y tu sesión. Sin ellas la web no funciona.</li>
<li><strong>De preferencias</strong>: los viajes vistos recientemente y la ciudad de salida elegida.</li>
<li><strong>Analíticas</strong>: cómo se usa la web, de forma agregada, para mejorarla.</li>
<li><strong>Publicitarias</strong>: para mostrarte ofertas relevantes en otras webs, solo con tu consentimiento.</li></ul>`,
        ],
        [
          'managing-cookies',
          'Cómo gestionar tus preferencias',
          '<p>Puedes cambiar tu consentimiento en cualquier momento desde el enlace de configuración de cookies al pie de cada página, o borrar las cookies desde tu navegador.</p>',
        ],
      ],
    }),
    privacy: (f) => ({
      title: 'Política de privacidad',
      intro: `<p>Esta política explica cómo ${f.company} recoge y utiliza tus datos personales cuando navegas por nuestra web, reservas un viaje o te pones en contacto con nosotros.</p>`,
      sections: [
        [
          'data-we-collect',
          'Qué datos recogemos',
          '<p>Tu nombre, tus datos de contacto y los de los viajeros para los que reservas (fecha de nacimiento y pasaporte cuando el destino lo exige), tus datos de pago y cómo usas nuestra web.</p>',
        ],
        [
          'why-we-use-it',
          'Para qué los usamos',
          '<ul><li>Para gestionar tu reserva con aerolíneas, hoteles y proveedores locales.</li><li>Para enviarte la documentación y la información de tu viaje.</li><li>Con tu consentimiento, para enviarte ofertas por correo, que puedes dejar de recibir cuando quieras.</li></ul>',
        ],
        [
          'sharing',
          'Con quién los compartimos',
          '<p>Solo con los proveedores que prestan tu viaje, con las entidades de pago y con las autoridades cuando la ley lo exige. Algunos proveedores están fuera de tu país; protegemos esas transferencias con cláusulas contractuales tipo.</p>',
        ],
        [
          'your-rights',
          'Tus derechos',
          `<p>Puedes acceder a tus datos, rectificarlos, suprimirlos, portarlos u oponerte a su uso escribiendo a <a href="mailto:${f.email}">${f.email}</a>. Respondemos en el plazo de un mes.</p>`,
        ],
      ],
    }),
    impressum: (f) => ({
      title: 'Aviso legal',
      intro: '<p>Información sobre el titular de esta web.</p>',
      sections: [
        ['operator', 'Titular', `<p>${f.company}<br>${f.address}</p>`],
        [
          'contact-details',
          'Contacto',
          `<p>Teléfono: ${f.phone}<br>Correo: <a href="mailto:${f.email}">${f.email}</a></p>`,
        ],
        [
          'dispute-resolution',
          'Resolución de conflictos',
          '<p>Aceptamos someternos a los procedimientos de resolución ante una junta arbitral de consumo.</p>',
        ],
      ],
    }),
    promotionalTerms: (f) => ({
      title: 'Términos de las promociones',
      intro: `<p>Estas condiciones se aplican a los descuentos, códigos promocionales y sorteos de ${f.brand}, además de nuestras condiciones generales.</p>`,
      sections: [
        [
          'promo-codes',
          'Códigos promocionales',
          '<ul><li>Un código por reserva, introducido antes del pago.</li><li>Los códigos no se canjean por dinero y pierden su valor al caducar.</li><li>Puede exigirse un importe mínimo, indicado en cada oferta.</li></ul>',
        ],
        [
          'flash-sales',
          'Ofertas flash y de temporada',
          '<p>Los precios rebajados se aplican a las reservas hechas dentro de las fechas de la oferta y según disponibilidad. El descuento se calcula sobre el precio vigente el día anterior al inicio de la oferta.</p>',
        ],
        [
          'referral',
          'Invita a un amigo',
          '<p>Tu amigo recibe un descuento en su primera reserva y tú recibes crédito de viaje cuando su viaje haya salido. El crédito está sujeto a las condiciones del crédito de viaje de nuestros términos y condiciones.</p>',
        ],
      ],
    }),
    help: (f) => ({
      title: 'Centro de ayuda',
      intro: `<p>Respuestas a las preguntas más habituales de nuestros viajeros. ¿No encuentras la tuya? Nuestro equipo te atiende en el ${f.phone}.</p>`,
      sections: [
        [
          'before-you-book',
          'Antes de reservar',
          '<h3>¿Qué incluye el precio?</h3><p>Los vuelos desde la ciudad de salida que elijas, el alojamiento de la categoría seleccionada, los traslados y las actividades del itinerario.</p><h3>¿Necesito visado?</h3><p>Cada página de viaje indica los requisitos de entrada para los ciudadanos de tu país.</p>',
        ],
        [
          'after-you-book',
          'Después de reservar',
          '<h3>¿Cuándo recibo la documentación?</h3><p>Tus billetes y bonos llegan por correo 10 días antes de la salida y también están en Mi cuenta.</p><h3>¿Puedo pagar a plazos?</h3><p>Sí, en los viajes que muestran un plan de pagos al reservar.</p>',
        ],
        [
          'during-your-trip',
          'Durante el viaje',
          `<p>Nuestra línea de asistencia está abierta las 24 horas mientras viajas.</p><script>window.chat && window.chat.open()</script><p><a href="javascript:openChat()" onclick="openChat()">Habla con nosotros</a></p>`,
        ],
      ],
    }),
    about: (f) => ({
      title: `Acerca de ${f.brand}`,
      intro: `<p>En ${f.brand} diseñamos viajes de varios días en los que nos ocupamos de todo —vuelos, hoteles, traslados y experiencias— para que tú solo tengas que disfrutar.</p>`,
      sections: [
        [
          'our-story',
          'Nuestra historia',
          '<p>Empezamos organizando pequeños circuitos para amigos y familiares. Hoy cientos de miles de viajeros al año eligen nuestros viajes por los seis continentes.</p>',
        ],
        [
          'how-we-work',
          'Cómo trabajamos',
          '<ul><li>Nuestros propios expertos en destino diseñan cada itinerario.</li><li>Trabajamos con socios locales a los que conocemos personalmente.</li><li>Cada viaje está protegido desde la reserva hasta la vuelta.</li></ul>',
        ],
      ],
    }),
    contact: (f) => ({
      title: 'Contacto',
      intro: '<p>Estamos para ayudarte antes, durante y después de tu viaje.</p>',
      sections: [
        [
          'phone',
          'Por teléfono',
          `<p>${f.phone}, de lunes a viernes de 9:00 a 21:00 y los sábados de 10:00 a 14:00.</p>`,
        ],
        [
          'email',
          'Por correo',
          `<p><a href="mailto:${f.email}">${f.email}</a>: respondemos en un día laborable.</p>`,
        ],
        ['office', 'Nuestra oficina', `<p>${f.company}<br>${f.address}</p>`],
      ],
    }),
  },
  terms2022: (f) => ({
    title: 'Términos y condiciones (2022)',
    intro:
      '<p>Estas son las condiciones que se aplicaban a las reservas hechas hasta el 31 de diciembre de 2022. Las reservas posteriores se rigen por los términos y condiciones vigentes.</p>',
    sections: terms(f, true),
  }),
  collections: {
    deals: {
      title: 'Ofertas de viajes',
      intro: '<p>Nuestros mejores precios del momento en viajes por todo el mundo.</p>',
    },
    flash: {
      title: 'Oferta flash',
      intro: '<p>Grandes descuentos solo durante unos días: reserva antes de que acabe el contador.</p>',
    },
    lastMinute: {
      title: 'Viajes de última hora',
      intro: '<p>Viajes con salida en las próximas semanas, a precios rebajados.</p>',
    },
    early: {
      title: 'Reserva anticipada',
      intro: '<p>Reserva con antelación y ahorra en los viajes más solicitados de la próxima temporada.</p>',
    },
    hero1: {
      title: 'Ofertas de temporada',
      intro: '<p>Los viajes que están en su mejor momento esta temporada, a precios especiales.</p>',
    },
    hero2: {
      title: 'Viajes extraordinarios',
      intro: '<p>Viajes únicos a los lugares más asombrosos del mundo.</p>',
    },
    hero3: {
      title: 'Viaja ahora, paga después',
      intro: '<p>Viajes que puedes reservar con un pequeño depósito y pagar a plazos.</p>',
    },
    hero4: {
      title: 'Colección premium',
      intro: '<p>Nuestros mejores hoteles y las experiencias más exclusivas.</p>',
    },
    landingDeals: {
      title: 'Ofertas de viajes',
      intro: '<p>Viajes seleccionados con nuestros mayores ahorros.</p>',
    },
    landingBeach: {
      title: 'Escapadas de playa',
      intro: '<p>Agua turquesa, arena blanca y todo organizado.</p>',
    },
    landingShort: {
      title: 'Viajes cortos',
      intro: '<p>Una semana o menos: grandes viajes para una escapada.</p>',
    },
    partnerExclusive: {
      title: 'Exclusivo para socios',
      intro:
        '<p>Viajes seleccionados para los clientes de nuestros socios, a los precios acordados con ellos.</p>',
    },
  },
  theme: { intro: (theme, description) => `<p>${theme}: ${description}</p>` },
  destinations: {
    title: 'Destinos',
    intro: '<p>Todos los países a los que viajamos, por continente. Elige uno para ver sus viajes.</p>',
  },
};
