// The sandbox marketplace (DESIGN.md 'Marketplaces'): every marketplace simulated
// deterministically for demos and tests. No randomness of its own and no clock: each shop's
// order stream is a pure function of (shop id, platform, hour), so the same inputs always give the
// same orders, and `now` (an input) decides which of their events have happened yet:
//   - orders arrive in hourly slots at a platform-typical rate, with the site's currency and
//     buyers from the site's countries, platform-typical order numbers, ship-by times;
//   - most are paid at once, some later (awaitingPayment on an early pull, paid on a later one),
//     a few are never paid and cancelled by the marketplace after 3 days;
//   - some buyers ask to cancel (cancelRequested), half of those are then cancelled;
//   - some lines are partially cancelled (cancelledQuantity);
//   - SKUs come from SANDBOX_CATALOGUE (the demo company's SKU codes) plus listing SKUs the
//     company does not have, so some orders stay unmatched.
// Pulls page by (updatedAt, order key) after an opaque cursor, as "modified since" APIs do.
//
// Chat (issue 21, at the end of this file), also a pure function of (shop, time):
//   - conversations start in 4-hour slots (about one slot in three); a conversation has 1-3
//     messages a few minutes to an hour and a half apart; its id is `cv-<platformType>-<shop>-<slot>`;
//   - about half are about an order the shop's order stream placed in the 72 hours before (same
//     buyer account and order number, so pulled orders link), the rest are pre-sale questions;
//   - about one in five order conversations is started by the seller (type 2, e.g. a shipping
//     note sent from the marketplace's seller centre), the buyer may answer;
//   - about one buyer message in ten carries an image URL;
//   - pulls page by (sentAt, message id) after an opaque cursor `c1:<ms>:<message id>`; a first
//     pull reaches SANDBOX_FIRST_PULL_DAYS back;
//   - sending: a token not from this sandbox is refused (marketplace.tokenInvalid); a text
//     containing the word "refuse" (any case) is refused with the reason 'chat.sandboxRefused'
//     and the marketplace's words "Message blocked: it contains a forbidden word"; a text
//     containing "timeout" throws (a marketplace that does not answer); anything else is
//     accepted with the id `sm-<hash of the idempotency key>`, so a retried send with the same
//     key gets the same id. Sent messages are not echoed back by later pulls (the pull is
//     idempotent by message id anyway);
//   - mark read: accepted for any conversation id of a valid token.
import { createHash } from 'node:crypto';
import type {
  MarketplaceChatMessage,
  PullChatInput,
  PullChatResult,
  SendChatInput,
  SendChatResult,
  MarketplaceMessage,
  MarketplaceOrder,
  MarketplaceOrderItem,
  PullOrdersInput,
  PullOrdersResult,
  PushStockResult,
  UploadTrackingInput,
  UploadTrackingResult,
} from './connector';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far back a first pull (empty cursor) reaches. */
export const SANDBOX_FIRST_PULL_DAYS = 7;
/** The marketplace keeps changes this long; an older cursor starts here. */
export const SANDBOX_RETENTION_DAYS = 120;
/** The latest an order changes after it was placed (payment, cancellation). */
const MAX_EVENT_DELAY = 6 * DAY;

/**
 * The demo company's SKU codes (server/src/seed/inventory.ts) with a USD list price: the sandbox
 * sells these, so demo orders match. seed/orders.test.ts checks the demo seed still has them.
 */
export const SANDBOX_CATALOGUE: readonly { sku: string; title: string; usd: number }[] = [
  { sku: 'MUG-RED', title: 'Ceramic mug, red', usd: 6.5 },
  { sku: 'MUG-BLUE', title: 'Ceramic mug, blue', usd: 6.5 },
  { sku: 'LAMP-WHITE', title: 'LED desk lamp, white', usd: 19.9 },
  { sku: 'LAMP-BLACK', title: 'LED desk lamp, black', usd: 19.9 },
  { sku: 'BAG-BEIGE', title: 'Canvas tote bag, beige', usd: 9.9 },
  { sku: 'CABLE-1M', title: 'USB-C cable 1 m', usd: 4.9 },
  { sku: 'CABLE-2M', title: 'USB-C cable 2 m', usd: 5.9 },
  { sku: 'GIFTSET-1', title: 'Gift set: mug and cable', usd: 12.9 },
];

/** Listing SKUs the demo company has no SKU for (unmatched until paired or given an alias). */
export const SANDBOX_UNKNOWN_SKUS: readonly { sku: string; title: string; usd: number }[] = [
  { sku: 'MUG-RED-2PK', title: 'Ceramic mug, red, pack of 2', usd: 11.9 },
  { sku: 'LAMP_WHITE', title: 'LED desk lamp (white)', usd: 19.9 },
  { sku: 'PHONE-CASE-15', title: 'Phone case for 15"', usd: 7.5 },
  { sku: 'SOCKS-3PK', title: 'Cotton socks, 3 pairs', usd: 8.9 },
];

// ---- deterministic random numbers --------------------------------------------------------------

/** mulberry32 seeded from a SHA-256 of the key: the same key always gives the same sequence. */
export class SeededRandom {
  private state: number;
  constructor(key: string) {
    this.state = createHash('sha256').update(key).digest().readUInt32LE(0);
  }
  /** [0, 1) */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  chars(n: number, alphabet: string): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
}

// ---- countries, currencies, platforms ------------------------------------------------------------

interface CountryData {
  currency: string;
  phone: string;
  first: readonly string[];
  last: readonly string[];
  streets: readonly string[];
  /** [city, state, postcode pattern (# digit, A letter)] */
  cities: readonly [string, string, string][];
}

const EN_FIRST = ['James', 'Emily', 'Michael', 'Olivia', 'Daniel', 'Sophia', 'David', 'Grace', 'Ryan', 'Chloe'];
const EN_LAST = ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Clark', 'Walker', 'Hall', 'Young'];
const EN_STREETS = ['Main Street', 'Oak Avenue', 'Maple Drive', 'Park Road', 'High Street', 'Church Lane', 'Elm Street'];

/**
 * One country a row: code | currency | phone prefix | first names | last names | streets (comma
 * lists; EN: the English lists above) | cities as city / state / postcode pattern, ';' between.
 */
const COUNTRY_TABLE = `
US | USD | +1 | EN | EN | EN | New York / NY / 100##; Los Angeles / CA / 900##; Chicago / IL / 606##; Houston / TX / 770##; Seattle / WA / 981##
CA | CAD | +1 | EN | EN | EN | Toronto / ON / M5V #A#; Vancouver / BC / V6B #A#
GB | GBP | +44 | EN | EN | EN | London / England / SW1A #AA; Manchester / England / M# #AA; Edinburgh / Scotland / EH# #AA; Bristol / England / BS# #AA
IE | EUR | +353 | EN | Murphy, Kelly, Byrne, Ryan | EN | Dublin / Dublin / D0# A###
AU | AUD | +61 | EN | EN | EN | Sydney / NSW / 20##; Melbourne / VIC / 30##
DE | EUR | +49 | Lukas, Anna, Felix, Lena, Jonas, Marie, Paul, Laura | Müller, Schmidt, Schneider, Fischer, Weber, Wagner, Becker | Hauptstraße, Bahnhofstraße, Gartenweg, Lindenallee, Schulstraße | Berlin / Berlin / 10###; Hamburg / Hamburg / 20###; München / Bayern / 80###; Köln / Nordrhein-Westfalen / 50###; Leipzig / Sachsen / 04###
AT | EUR | +43 | Lukas, Anna, Tobias, Sarah | Gruber, Huber, Bauer, Wagner | Hauptstraße, Ringstraße | Wien / Wien / 1###; Graz / Steiermark / 8###
FR | EUR | +33 | Louis, Camille, Hugo, Léa, Jules, Manon | Martin, Bernard, Dubois, Thomas, Robert | Rue de la Paix, Avenue Victor Hugo, Rue du Moulin | Paris / Île-de-France / 750##; Lyon / Auvergne-Rhône-Alpes / 690##; Marseille / Provence-Alpes-Côte d'Azur / 130##
IT | EUR | +39 | Luca, Giulia, Marco, Sofia | Rossi, Russo, Ferrari, Esposito | Via Roma, Via Garibaldi, Corso Italia | Milano / MI / 201##; Roma / RM / 001##
ES | EUR | +34 | Hugo, Lucía, Pablo, Martina | García, Fernández, López, Martínez | Calle Mayor, Gran Vía, Calle del Sol | Madrid / Madrid / 280##; Barcelona / Barcelona / 080##
PL | PLN | +48 | Jakub, Zuzanna, Kacper, Julia, Szymon, Maja | Nowak, Kowalski, Wiśniewski, Wójcik, Kamiński | ul. Długa, ul. Polna, ul. Kwiatowa, ul. Słoneczna | Warszawa / mazowieckie / 0#-###; Kraków / małopolskie / 3#-###; Wrocław / dolnośląskie / 5#-###; Gdańsk / pomorskie / 80-###
CZ | CZK | +420 | Jan, Tereza, Petr, Eliška | Novák, Svoboda, Dvořák | Národní, Vodičkova | Praha / Praha / 1## ##; Brno / Jihomoravský / 6## ##
RU | RUB | +7 | Иван, Анна, Дмитрий, Мария, Сергей, Ольга | Иванов, Смирнов, Кузнецов, Попов, Соколов | ул. Ленина, ул. Мира, ул. Садовая, пр. Победы | Москва / Москва / 1#####; Санкт-Петербург / Санкт-Петербург / 19####; Казань / Татарстан / 420###; Новосибирск / Новосибирская обл. / 630###
SG | SGD | +65 | Wei Ming, Hui Min, Jun Jie, Xin Yi | Tan, Lim, Lee, Ng | Orchard Road, Bukit Timah Road, Tampines Ave 5 | Singapore / Singapore / ######
MY | MYR | +60 | Ahmad, Nur Aisyah, Wei Jie, Siti, Muhammad, Mei Ling | bin Ismail, binti Hassan, Tan, Lim, Wong | Jalan Ampang, Jalan Bukit Bintang, Jalan Tun Razak | Kuala Lumpur / Wilayah Persekutuan / 5####; Petaling Jaya / Selangor / 46###; George Town / Pulau Pinang / 10###; Johor Bahru / Johor / 80###
TH | THB | +66 | Somchai, Siriporn, Anan, Kanya | Saetang, Srisuk, Wongsawat | Sukhumvit Road, Rama IV Road, Silom Road | Bangkok / Bangkok / 10###; Chiang Mai / Chiang Mai / 50###
PH | PHP | +63 | Juan, Maria, Jose, Angelica | Santos, Reyes, Cruz, Bautista | Rizal Avenue, Ayala Avenue, Bonifacio Street | Manila / Metro Manila / 1###; Cebu City / Cebu / 6###
VN | VND | +84 | Minh, Lan, Huy, Thảo | Nguyễn, Trần, Lê, Phạm | Đường Lê Lợi, Đường Nguyễn Huệ | Hồ Chí Minh / Hồ Chí Minh / 700###; Hà Nội / Hà Nội / 100###
ID | IDR | +62 | Budi, Siti, Agus, Dewi | Santoso, Wijaya, Saputra | Jalan Sudirman, Jalan Thamrin | Jakarta / DKI Jakarta / 1####; Surabaya / Jawa Timur / 60###
TW | TWD | +886 | Chia-Hao, Yi-Ting, Chih-Ming | Chen, Lin, Huang | Zhongshan Road, Xinyi Road | Taipei / Taipei / 1##
JP | JPY | +81 | Haruto, Yui, Sota, Aoi | Sato, Suzuki, Takahashi, Tanaka | 1-2-3 Shibuya, 4-5-6 Umeda | Tokyo / Tokyo / 1##-####; Osaka / Osaka / 5##-####
KR | KRW | +82 | Min-jun, Seo-yeon, Ji-ho | Kim, Lee, Park | Teheran-ro, Gangnam-daero | Seoul / Seoul / 0####; Busan / Busan / 4####
BR | BRL | +55 | João, Maria, Pedro, Ana | Silva, Santos, Oliveira, Souza | Rua das Flores, Avenida Paulista | São Paulo / SP / 01###-###; Rio de Janeiro / RJ / 20###-###
MX | MXN | +52 | José, Guadalupe, Luis, Fernanda | Hernández, García, Martínez | Avenida Reforma, Calle Madero | Ciudad de México / CDMX / 06###; Guadalajara / Jalisco / 44###
NL | EUR | +31 | Daan, Emma, Sem, Julia | de Jong, Jansen, de Vries, Bakker | Kerkstraat, Dorpsstraat | Amsterdam / Noord-Holland / 10## AA; Rotterdam / Zuid-Holland / 30## AA
SE | SEK | +46 | William, Alice, Lucas, Maja | Andersson, Johansson, Karlsson | Storgatan, Drottninggatan | Stockholm / Stockholm / 1## ##; Göteborg / Västra Götaland / 4## ##
RO | RON | +40 | Andrei, Maria, Alexandru, Elena | Popescu, Ionescu, Popa | Strada Victoriei, Bulevardul Unirii | București / București / 0#####; Cluj-Napoca / Cluj / 400###
`;

const COUNTRIES: Record<string, CountryData> = Object.fromEntries(
  COUNTRY_TABLE.trim()
    .split('\n')
    .map((row) => {
      const [code, currency, phone, first, last, streets, cities] = row.split('|').map((cell) => cell.trim());
      const list = (cell: string, english: readonly string[]) => (cell === 'EN' ? english : cell.split(',').map((x) => x.trim()));
      const city = (c: string) => c.split('/').map((x) => x.trim()) as [string, string, string];
      return [
        code,
        { currency, phone, first: list(first, EN_FIRST), last: list(last, EN_LAST), streets: list(streets, EN_STREETS), cities: cities.split(';').map(city) },
      ];
    }),
);

/** USD → currency, fixed so prices are deterministic. */
const USD_RATE: Record<string, number> = {
  USD: 1,
  CAD: 1.36,
  GBP: 0.79,
  EUR: 0.92,
  AUD: 1.52,
  PLN: 4.0,
  CZK: 23,
  RUB: 92,
  SGD: 1.35,
  MYR: 4.7,
  THB: 36,
  PHP: 56,
  VND: 24500,
  IDR: 15700,
  TWD: 32,
  JPY: 150,
  KRW: 1350,
  BRL: 5,
  MXN: 17,
  SEK: 10.5,
  RON: 4.6,
};

/** Marketplace site code → ISO country (sites are what the seller typed on authorization). */
const SITE_COUNTRY: Record<string, string> = { UK: 'GB', EN: 'GB', COM: 'US' };

interface PlatformProfile {
  /** Short code used in generic order numbers. */
  code: string;
  defaultSite: string;
  /** site → buyer countries (first is the site's own; others are cross-border buyers). */
  sites: Record<string, readonly string[]>;
  /** Orders per day on average. */
  perDay: number;
  /** Days from payment to the ship-by time. */
  handlingDays: number;
  orderNo: (rng: SeededRandom, serial: number, orderedAt: Date) => string;
}

const EU = ['DE', 'FR', 'IT', 'ES', 'NL', 'AT'];
const pad = (n: number, width: number) => String(n % 10 ** width).padStart(width, '0');
const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replace(/-/g, '');
/** A generic pattern: code, date and a serial (marketplaces this sandbox does not model closely). */
const generic = (code: string) => (rng: SeededRandom, serial: number, at: Date) => `${code}${yymmdd(at)}${pad(serial, 7)}${rng.digits(2)}`;

/** A profile: code, default site, orders per day, handling days, sites as "site: buyer countries" (';' between), order numbers. */
function profile(code: string, defaultSite: string, perDay: number, handlingDays: number, sites: string, orderNo: PlatformProfile['orderNo']): PlatformProfile {
  const bySite = sites.split(';').map((entry) => {
    const [site, countries] = entry.split(':').map((x) => x.trim());
    return [site, countries.split(' ')] as const;
  });
  return { code, defaultSite, perDay, handlingDays, sites: Object.fromEntries(bySite), orderNo };
}

const PROFILES: Record<number, PlatformProfile> = {
  // eBay: 12-34567-89012
  1: profile('EB', 'US', 0.55, 2, 'US: US US US CA; UK: GB GB GB IE; DE: DE DE DE AT; AU: AU', (r, s) => {
    const d = `${r.digits(3)}${pad(s, 7)}${r.digits(2)}`;
    return `${d.slice(0, 2)}-${d.slice(2, 7)}-${d.slice(7, 12)}`;
  }),
  // Amazon: 123-1234567-1234567
  2: profile(
    'AZ',
    'US',
    0.5,
    2,
    'US: US; UK: GB; DE: DE DE DE AT; FR: FR; IT: IT; ES: ES; JP: JP; CA: CA; MX: MX; PL: PL; NL: NL; SE: SE',
    (r, s) => `${r.int(1, 4)}${r.digits(2)}-${pad(s, 7)}-${r.digits(7)}`,
  ),
  // Shopee: 231123ABCDEF12 (date and 8 characters)
  11: profile(
    'SP',
    'MY',
    0.5,
    3,
    'SG: SG; MY: MY; TH: TH; PH: PH; VN: VN; ID: ID; TW: TW; BR: BR; MX: MX',
    (r, s, at) => `${yymmdd(at)}${s.toString(36).toUpperCase().padStart(5, '0').slice(-5)}${r.chars(3, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`,
  ),
  // TikTok Shop: 18 digits
  24: profile('TT', 'UK', 0.45, 3, 'UK: GB; US: US; MY: MY; TH: TH; PH: PH; VN: VN; SG: SG; ID: ID', (r, s) => `57${r.digits(6)}${pad(s, 7)}${r.digits(3)}`),
  // Allegro: UUID-like checkout form id
  9: profile('AL', 'PL', 0.45, 2, 'PL: PL; CZ: CZ', (r, s) => {
    const h = `${r.chars(8, '0123456789abcdef')}${s.toString(16).padStart(8, '0').slice(-8)}${r.chars(16, '0123456789abcdef')}`;
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-1${h.slice(13, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
  }),
  // Ozon: posting number 12345678-0001-1
  31: profile('OZ', 'RU', 0.45, 2, 'RU: RU', (r, s) => `${r.digits(1)}${pad(s, 7)}-${pad(r.int(1, 3), 4)}-1`),
  // Lazada: 15 digits
  19: profile('LZ', 'MY', 0.4, 3, 'MY: MY; SG: SG; TH: TH; PH: PH; VN: VN; ID: ID', (r, s) => `${r.digits(6)}${pad(s, 7)}${r.digits(2)}`),
  // Walmart: 15-digit purchase order
  22: profile('WM', 'US', 0.4, 2, 'US: US; CA: CA; MX: MX', (r, s) => `10${r.digits(4)}${pad(s, 7)}${r.digits(2)}`),
  // AliExpress: 16 digits
  28: profile('AE', 'US', 0.4, 5, 'US: US GB DE FR ES PL BR', (r, s) => `80${r.digits(5)}${pad(s, 7)}${r.digits(2)}`),
  // Mercado Libre: 16 digits starting 2000
  32: profile('ML', 'BR', 0.4, 2, 'BR: BR; MX: MX', (r, s) => `2000${r.digits(3)}${pad(s, 7)}${r.digits(2)}`),
  // Coupang: 12 digits
  23: profile('CP', 'KR', 0.4, 1, 'KR: KR', (r, s) => `${r.digits(3)}${pad(s, 7)}${r.digits(2)}`),
  // Shopify: #1234-style names, made unique with the serial
  13: profile('SH', 'US', 0.4, 3, 'US: US CA GB AU', (_r, s) => `#${1000 + (s % 9_000_000)}`),
  // eMAG: 9 digits
  21: profile('EM', 'RO', 0.4, 2, 'RO: RO', (r, s) => `${r.digits(2)}${pad(s, 7)}`),
};

function profileOf(platformType: number): PlatformProfile {
  return (
    PROFILES[platformType] ?? {
      code: `P${platformType}`,
      defaultSite: 'DE',
      perDay: 0.4,
      handlingDays: 3,
      sites: { DE: EU, FR: ['FR'], GB: ['GB'], UK: ['GB'], US: ['US'] },
      orderNo: generic(`P${platformType}-`),
    }
  );
}

/** The buyer countries of a shop's site (an unknown site: the platform's default). */
export function sandboxCountries(platformType: number, site: string): readonly string[] {
  const p = profileOf(platformType);
  const key = site.trim().toUpperCase();
  if (p.sites[key]) return p.sites[key];
  const iso = SITE_COUNTRY[key] ?? key;
  if (COUNTRIES[iso]) return [iso];
  return p.sites[p.defaultSite];
}

// ---- money -----------------------------------------------------------------------------------------

/** Integer cents → "12.34". */
const money = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** A USD price in the currency, with a shop's markup; whole units for currencies without cents in practice. */
function localCents(usd: number, currency: string, markup: number): number {
  const value = usd * (USD_RATE[currency] ?? 1) * markup;
  const cents = Math.round(value * 100);
  return (USD_RATE[currency] ?? 1) >= 20 ? Math.round(cents / 100) * 100 : cents;
}

// ---- the order stream ------------------------------------------------------------------------------

interface SimOrder {
  key: string;
  orderedAt: number;
  /** When the marketplace got the payment (null: never). */
  paidAt: number | null;
  /** When the marketplace cancelled it (null: never). */
  cancelledAt: number | null;
  cancelRequestAt: number | null;
  /** When the line partialLine lost `partialQty` units. */
  partialAt: number | null;
  partialLine: number;
  partialQty: number;
  shipByDays: number;
  order: Omit<MarketplaceOrder, 'status' | 'cancelRequested' | 'paidAt' | 'shipBy' | 'updatedAt' | 'itemsTotal' | 'totalAmount' | 'items'> & {
    items: MarketplaceOrderItem[];
    shippingCents: number;
    discountCents: number;
  };
}

const shopKey = (shop: { id: number; platformType: number }) => `${shop.platformType}:${shop.id}`;

/** The orders placed in one hour slot (0, 1 or 2), a pure function of the shop and the hour. */
function ordersInSlot(shop: { id: number; platformType: number; site: string }, hour: number): SimOrder[] {
  const p = profileOf(shop.platformType);
  const slot = new SeededRandom(`slot|${shopKey(shop)}|${hour}`);
  // Busier in the evening, UTC-ish; a 0..2 count with mean about perDay / 24.
  const hourOfDay = hour % 24;
  const wave = 0.6 + 0.8 * Math.abs(Math.sin((hourOfDay / 24) * Math.PI));
  const p1 = Math.min(0.9, (p.perDay / 24) * wave);
  const count = slot.chance(p1) ? (slot.chance(0.12) ? 2 : 1) : 0;
  const out: SimOrder[] = [];
  for (let k = 0; k < count; k++) out.push(simulateOrder(shop, p, hour, k));
  return out;
}

function postcode(rng: SeededRandom, pattern: string): string {
  return pattern.replace(/#/g, () => String(rng.int(0, 9))).replace(/A/g, () => 'ABDEFGHJLNPQRSTUWXYZ'[rng.int(0, 19)]);
}

function simulateOrder(shop: { id: number; platformType: number; site: string }, p: PlatformProfile, hour: number, k: number): SimOrder {
  const rng = new SeededRandom(`order|${shopKey(shop)}|${hour}|${k}`);
  const serial = hour * 4 + k;
  const orderedAt = hour * HOUR + rng.int(0, HOUR - 1000);
  const countries = sandboxCountries(shop.platformType, shop.site);
  const country = rng.chance(0.85) ? countries[0] : rng.pick(countries);
  const c = COUNTRIES[country] ?? COUNTRIES.US;
  // Buyers pay in the site's currency, wherever they live.
  const currency = (COUNTRIES[countries[0]] ?? c).currency;
  const first = rng.pick(c.first);
  const last = rng.pick(c.last);
  const [city, state, pattern] = rng.pick(c.cities);
  const account =
    `${first}${last}`
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z]/g, '')
      .slice(0, 12) + rng.digits(3) || `buyer${rng.digits(6)}`;
  const markup = 1 + (new SeededRandom(`markup|${shopKey(shop)}`).int(0, 20) - 5) / 100;

  const lineCount = rng.chance(0.72) ? 1 : rng.chance(0.75) ? 2 : 3;
  const items: MarketplaceOrderItem[] = [];
  const used = new Set<string>();
  for (let i = 0; i < lineCount; i++) {
    let product = rng.chance(0.12) ? rng.pick(SANDBOX_UNKNOWN_SKUS) : rng.pick(SANDBOX_CATALOGUE);
    if (used.has(product.sku)) product = SANDBOX_CATALOGUE.find((x) => !used.has(x.sku))!;
    used.add(product.sku);
    const quantity = rng.chance(0.75) ? 1 : rng.chance(0.7) ? 2 : rng.int(3, 5);
    items.push({
      platformItemId: `${serial}${i + 1}`,
      platformSku: product.sku,
      title: product.title,
      image: '',
      quantity,
      unitPrice: money(localCents(product.usd, currency, markup)),
      cancelledQuantity: 0,
    });
  }
  const shippingCents = rng.chance(0.6) ? 0 : localCents(rng.pick([2.99, 3.99, 4.99]), currency, 1);
  const itemsCents = items.reduce((s, it) => s + Math.round(Number(it.unitPrice) * 100) * it.quantity, 0);
  const discountCents = rng.chance(0.1) ? Math.round(itemsCents * rng.pick([0.05, 0.1])) : 0;

  // Payment: at once (most), later (up to two days), or never (cancelled by the marketplace after 3 days).
  const pay = rng.next();
  const paidAt = pay < 0.84 ? orderedAt + rng.int(1, 15) * 60_000 : pay < 0.95 ? orderedAt + rng.int(2, 48) * HOUR : null;
  let cancelledAt: number | null = paidAt === null ? orderedAt + 3 * DAY : null;
  let cancelRequestAt: number | null = null;
  if (paidAt !== null && rng.chance(0.06)) {
    cancelRequestAt = paidAt + rng.int(1, 24) * HOUR;
    if (rng.chance(0.5)) cancelledAt = cancelRequestAt + DAY;
  }
  let partialAt: number | null = null;
  let partialLine = 0;
  let partialQty = 0;
  const divisible = items.findIndex((it) => it.quantity >= 2);
  if (paidAt !== null && cancelledAt === null && divisible >= 0 && rng.chance(0.35)) {
    partialAt = paidAt + rng.int(3, 30) * HOUR;
    partialLine = divisible;
    partialQty = rng.int(1, items[divisible].quantity - 1);
  }

  return {
    key: String(serial).padStart(12, '0'),
    orderedAt,
    paidAt,
    cancelledAt,
    cancelRequestAt,
    partialAt,
    partialLine,
    partialQty,
    shipByDays: p.handlingDays,
    order: {
      platformOrderNo: p.orderNo(rng, serial, new Date(orderedAt)),
      buyer: {
        account,
        name: `${first} ${last}`,
        email: `${account}@buyers.example.com`,
        phone: `${c.phone} ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(3)}`,
      },
      address: {
        country,
        state,
        city,
        postcode: postcode(rng, pattern),
        address1: `${rng.int(1, 250)} ${rng.pick(c.streets)}`,
        address2: rng.chance(0.2) ? `Apt ${rng.int(1, 40)}` : '',
      },
      currency,
      shippingFee: money(shippingCents),
      discount: money(discountCents),
      orderedAt: new Date(orderedAt),
      items,
      shippingCents,
      discountCents,
    },
  };
}

/** The order as the marketplace shows it at `now` (null: not placed yet). */
function stateAt(sim: SimOrder, now: number): MarketplaceOrder | null {
  if (sim.orderedAt > now) return null;
  const happened = (t: number | null): t is number => t !== null && t <= now;
  const events = [sim.orderedAt, sim.paidAt, sim.cancelledAt, sim.cancelRequestAt, sim.partialAt].filter(happened);
  const items = sim.order.items.map((it, i) => ({ ...it, cancelledQuantity: i === sim.partialLine && happened(sim.partialAt) ? sim.partialQty : 0 }));
  const itemsCents = items.reduce((s, it) => s + Math.round(Number(it.unitPrice) * 100) * (it.quantity - it.cancelledQuantity), 0);
  const paid = happened(sim.paidAt);
  const { shippingCents, discountCents, ...order } = sim.order;
  return {
    ...order,
    status: happened(sim.cancelledAt) ? 'cancelled' : paid ? 'paid' : 'awaitingPayment',
    cancelRequested: happened(sim.cancelRequestAt),
    paidAt: paid ? new Date(sim.paidAt!) : null,
    shipBy: paid ? new Date(sim.paidAt! + sim.shipByDays * DAY) : null,
    items,
    itemsTotal: money(itemsCents),
    totalAmount: money(itemsCents + shippingCents - discountCents),
    updatedAt: new Date(Math.max(...events)),
  };
}

// ---- cursor -------------------------------------------------------------------------------------------

/** A cursor that starts pulling after `at` (the demo seed starts its shops 90 days back). */
export function sandboxCursorAt(at: Date): string {
  return `v1:${at.getTime()}:`;
}

/** An order cursor (`v1:…`, or a chat cursor with `pattern`): its position, kept within the retention. */
function parseCursor(cursor: string, now: number, pattern = /^v1:(-?\d+):(\d*)$/): { t: number; key: string } {
  const m = pattern.exec(cursor);
  const oldest = now - SANDBOX_RETENTION_DAYS * DAY;
  if (!m) return { t: now - SANDBOX_FIRST_PULL_DAYS * DAY, key: '' };
  const t = Number(m[1]);
  return t < oldest ? { t: oldest, key: '' } : { t, key: m[2] };
}

const after = (a: { t: number; key: string }, b: { t: number; key: string }) => a.t > b.t || (a.t === b.t && a.key > b.key);

/** A sandbox after-sales or review cursor (`<prefix>:<ms>:<id>`); none or another starts SANDBOX_FIRST_PULL_DAYS back. */
export function parseTimedCursor(prefix: string, cursor: string, now: Date): { at: number; id: string } {
  const m = new RegExp(`^${prefix}:(\\d+):(.*)$`).exec(cursor);
  if (m) return { at: Number(m[1]), id: m[2] };
  return { at: now.getTime() - SANDBOX_FIRST_PULL_DAYS * DAY, id: '' };
}

/**
 * The page of `all` (after-sales cases, reviews) a sandbox pull answers: changed by `now` and after
 * the cursor `from` (by `updatedAt`, then `idOf`), oldest first, at most `limit`; the next
 * `prefix` cursor after its last item (or the cursor unchanged when nothing is left).
 */
export function timedPage<T extends { updatedAt: Date }>(
  all: T[],
  idOf: (item: T) => string,
  prefix: string,
  from: { at: number; id: string },
  input: { cursor: string; limit: number; now: Date },
) {
  const now = input.now.getTime();
  const after = all
    .filter((r) => r.updatedAt.getTime() <= now)
    .filter((r) => r.updatedAt.getTime() > from.at || (r.updatedAt.getTime() === from.at && idOf(r) > from.id))
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || idOf(a).localeCompare(idOf(b)));
  const page = after.slice(0, input.limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: last ? `${prefix}:${last.updatedAt.getTime()}:${idOf(last)}` : input.cursor || `${prefix}:${from.at}:`,
    hasMore: after.length > page.length,
  };
}

type Pos = { t: number; key: string };

/**
 * The page of `found` (changes after the cursor `from`) a sandbox pull answers, oldest first, at
 * most `limit`; the next cursor (`prefix`-tagged) after its last change, or up to `now` when nothing
 * is left (later changes happen after now).
 */
function pageAfter<T>(found: { pos: Pos; item: T }[], from: Pos, now: number, limit: number, prefix: string) {
  found.sort((a, b) => a.pos.t - b.pos.t || (a.pos.key < b.pos.key ? -1 : a.pos.key > b.pos.key ? 1 : 0));
  const max = Math.max(1, limit);
  const page = found.slice(0, max);
  const hasMore = found.length > max;
  const last = page.length ? page[page.length - 1].pos : from;
  const end = !hasMore && after({ t: now, key: '' }, last) ? { t: now, key: '' } : last;
  return { items: page.map((f) => f.item), nextCursor: `${prefix}:${end.t}:${end.key}`, hasMore };
}

/** One page of orders changed after the cursor, oldest change first. */
export function pullSandboxOrders(input: PullOrdersInput & { now: Date }): PullOrdersResult {
  if (!input.token.startsWith('sbx_')) throw new Error('sandbox: invalid token');
  const now = input.now.getTime();
  const from = parseCursor(input.cursor, now);
  const changed: { pos: Pos; item: MarketplaceOrder }[] = [];
  const firstHour = Math.floor((from.t - MAX_EVENT_DELAY) / HOUR);
  const lastHour = Math.floor(now / HOUR);
  for (let hour = firstHour; hour <= lastHour; hour++) {
    for (const sim of ordersInSlot(input.shop, hour)) {
      const order = stateAt(sim, now);
      if (!order) continue;
      const pos = { t: order.updatedAt.getTime(), key: sim.key };
      if (after(pos, from)) changed.push({ pos, item: order });
    }
  }
  const { items, nextCursor, hasMore } = pageAfter(changed, from, now, input.limit, 'v1');
  return { orders: items, nextCursor, hasMore };
}

// ---- tracking, stock, messages ------------------------------------------------------------------------

/**
 * Accepts a tracking number of 6-40 letters, digits or dashes on a plausible order number; one
 * starting with "REJECT" is refused as the marketplace's carrier check would.
 */
export function sandboxUploadTracking(_platformType: number, input: UploadTrackingInput): UploadTrackingResult {
  if (!input.token.startsWith('sbx_')) return { ok: false, reasonId: 'marketplace.tokenInvalid' };
  if (!input.platformOrderNo.trim()) return { ok: false, reasonId: 'marketplace.orderUnknown' };
  const no = input.trackingNo.trim();
  if (!/^[A-Za-z0-9-]{6,40}$/.test(no)) return { ok: false, reasonId: 'marketplace.trackingRejected' };
  if (/^REJECT/i.test(no)) return { ok: false, reasonId: 'marketplace.trackingRejected' };
  return { ok: true };
}

export function sandboxPushStock(input: { token: string; items: { platformSku: string; quantity: number }[] }): PushStockResult {
  if (!input.token.startsWith('sbx_')) return { ok: false, updated: 0, reasonId: 'marketplace.tokenInvalid' };
  const valid = input.items.filter((i) => i.platformSku && Number.isInteger(i.quantity) && i.quantity >= 0);
  return { ok: true, updated: new Set(valid.map((i) => i.platformSku)).size };
}

const MESSAGE_TEXTS = [
  'When will my order ship?',
  'Can you send it gift-wrapped?',
  'Please change the delivery address.',
  'Is the colour exactly as pictured?',
];

/** At most one buyer message per day, derived from the credential and the day: a small, stable list. */
export function fetchSandboxMessages(input: { token: string; since: Date; now: Date }): MarketplaceMessage[] {
  const out: MarketplaceMessage[] = [];
  const firstDay = Math.floor(Math.max(input.since.getTime(), input.now.getTime() - 30 * DAY) / DAY);
  for (let day = firstDay; day <= Math.floor(input.now.getTime() / DAY) && out.length < 10; day++) {
    const rng = new SeededRandom(`msg|${input.token}|${day}`);
    if (!rng.chance(0.3)) continue;
    const sentAt = day * DAY + rng.int(0, DAY - 1);
    if (sentAt <= input.since.getTime() || sentAt > input.now.getTime()) continue;
    out.push({ id: `m${day}`, platformOrderNo: '', buyerAccount: `buyer${rng.digits(4)}`, text: rng.pick(MESSAGE_TEXTS), sentAt: new Date(sentAt) });
  }
  return out;
}

// ---- chat (issue 21) ------------------------------------------------------------------------------

const CHAT_SLOT = 4 * HOUR;
/** The latest a conversation's last message comes after its first. */
const CHAT_SPAN = 5 * HOUR;

const BUYER_QUESTIONS = [
  'Hello, is this item still available?',
  'Do you ship to my country?',
  'Can I get a discount if I buy two?',
  'What is the size of this item?',
  'Is the colour exactly as pictured?',
];
const ORDER_QUESTIONS = [
  'When will my order ship?',
  'Can you send it gift-wrapped?',
  'Please change the delivery address.',
  'The parcel has not arrived yet, can you check?',
  'Wann wird meine Bestellung versendet?',
  'Czy mogę zmienić adres dostawy?',
];
const FOLLOW_UPS = ['Thank you!', 'Any news?', 'Please answer soon.', 'OK, I will wait.'];
const SELLER_NOTES = ['Thank you for your order! It ships within 2 working days.', 'Your parcel has been handed to the carrier.'];

interface SimChat {
  key: string;
  conversation: MarketplaceChatMessage['conversation'];
  messages: MarketplaceChatMessage[];
}

/** The conversation started in one 4-hour slot of a shop (or none), a pure function of both. */
function chatInSlot(shop: { id: number; platformType: number; site: string; shopName: string }, slot: number): SimChat | null {
  const rng = new SeededRandom(`chat|${shopKey(shop)}|${slot}`);
  if (!rng.chance(0.35)) return null;
  const start = slot * CHAT_SLOT + rng.int(0, CHAT_SLOT - 1);
  let order: SimOrder | null = null;
  if (rng.chance(0.55)) {
    const startHour = Math.floor(start / HOUR);
    for (let h = startHour - 1; h >= startHour - 72 && !order; h--) order = ordersInSlot(shop, h).find((o) => o.orderedAt < start) ?? null;
  }
  const p = profileOf(shop.platformType);
  const conversationId = `cv-${shop.platformType}-${shop.id}-${slot}`;
  const country = COUNTRIES[rng.pick(p.sites[p.defaultSite] ?? ['US'])] ?? COUNTRIES.US;
  const buyerName = order?.order.buyer.name ?? `${rng.pick(country.first)} ${rng.pick(country.last)}`;
  const buyerAccount = order?.order.buyer.account ?? `${buyerName.split(' ')[0].toLowerCase()}_${rng.digits(4)}`;
  const conversation = { conversationId, buyerAccount, buyerName, platformOrderNo: order?.order.platformOrderNo ?? '' };
  const sellerFirst = order !== null && rng.chance(0.2);
  const count = rng.int(1, 3);
  const messages: MarketplaceChatMessage[] = [];
  let t = start;
  for (let i = 0; i < count; i++) {
    const seller = sellerFirst && i === 0;
    const text = seller ? rng.pick(SELLER_NOTES) : i === 0 || sellerFirst ? rng.pick(order ? ORDER_QUESTIONS : BUYER_QUESTIONS) : rng.pick(FOLLOW_UPS);
    const image = !seller && rng.chance(0.1);
    messages.push({
      messageId: `${conversationId}-${i + 1}`,
      conversation,
      type: seller ? 2 : 1,
      text,
      media: image ? [`https://sandbox.example/chat/${conversationId}-${i + 1}.jpg`] : [],
      senderName: seller ? shop.shopName : buyerName,
      sentAt: new Date(t),
      replyToMessageId: '',
    });
    t += rng.int(2, 90) * 60_000;
  }
  return { key: conversationId, conversation, messages };
}

/** The sandbox's chat cursor that starts pulling after `at` (the demo seed and tests). */
export function sandboxChatCursorAt(at: Date): string {
  return `c1:${at.getTime()}:`;
}

/** One page of chat messages sent after the cursor and by `now`, oldest first. */
export function pullSandboxChat(input: PullChatInput & { now: Date }): PullChatResult {
  if (!input.token.startsWith('sbx_')) throw new Error('sandbox: invalid token');
  const now = input.now.getTime();
  const from = parseCursor(input.cursor, now, /^c1:(-?\d+):([\w-]*)$/);
  const found: { pos: Pos; item: MarketplaceChatMessage }[] = [];
  for (let slot = Math.floor((from.t - CHAT_SPAN) / CHAT_SLOT); slot <= Math.floor(now / CHAT_SLOT); slot++) {
    const chat = chatInSlot(input.shop, slot);
    for (const m of chat?.messages ?? []) {
      const pos = { t: m.sentAt.getTime(), key: m.messageId };
      if (pos.t <= now && after(pos, from)) found.push({ pos, item: m });
    }
  }
  const { items, nextCursor, hasMore } = pageAfter(found, from, now, input.limit, 'c1');
  return { messages: items, nextCursor, hasMore };
}

/** The sandbox's answer to a seller message (rules in the header). */
export function sandboxSendChat(input: SendChatInput & { now: Date }): SendChatResult {
  if (!input.token.startsWith('sbx_')) return { ok: false, reasonId: 'marketplace.tokenInvalid', message: 'Invalid access token' };
  if (!input.conversationId) return { ok: false, reasonId: 'chat.sandboxRefused', message: 'Unknown conversation' };
  if (/timeout/i.test(input.text)) throw new Error('sandbox: the marketplace did not answer');
  if (/refuse/i.test(input.text)) return { ok: false, reasonId: 'chat.sandboxRefused', message: 'Message blocked: it contains a forbidden word' };
  const id = createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 16);
  return { ok: true, messageId: `sm-${id}`, sentAt: input.now };
}
