// Spec numbers and codes (spec 01 §3, §9). Imported by client and server alike.

/** Listing platform type numbers (spec 01 §3). */
export const PLATFORM_TYPES = {
  ebay: 1,
  amazon: 2,
  otto: 4,
  real: 6,
  allegro: 9,
  wish: 10,
  shopee: 11,
  shopify: 13,
  wayfair: 14,
  tradebyte: 15,
  cdiscount: 16,
  fruugo: 18,
  lazada: 19,
  fnac: 20,
  emag: 21,
  walmart: 22,
  coupang: 23,
  tiktok: 24,
  fyndiq: 25,
  mediamarket: 26,
  factory: 27,
  aliExpress: 28,
  joom: 29,
  ozon: 31,
  mercado: 32,
  vinted: 33,
  leroyMerlin: 38,
  hood: 39,
  conforama: 42,
  worten: 43,
  shein: 45,
  sheinAgency: 46,
  bol: 48,
  aliExpressOverseaJit: 49,
  darty: 54,
} as const;
export type PlatformName = keyof typeof PLATFORM_TYPES;

const platformByType = new Map<number, PlatformName>((Object.entries(PLATFORM_TYPES) as [PlatformName, number][]).map(([name, type]) => [type, name]));
export function platformName(platformType: number): PlatformName | undefined {
  return platformByType.get(platformType);
}

/** Shop authorization status. Spec fixes 4 = authorization failed; the rest is ours (docs/decisions.md). */
export const SHOP_STATUS = {
  unauthorized: 0,
  authorized: 1,
  expired: 2,
  disabled: 3,
  authFailed: 4,
} as const;
export const SHOP_STATUS_VALUES: readonly number[] = Object.values(SHOP_STATUS);

export const EU_TAX_TYPES = ['', 'VAT', 'IOSS', 'OSS'] as const;

/** Plan editions and their limits (numbers chosen in docs/decisions.md). */
export const PLAN_EDITIONS = ['standard', 'professional', 'flagship'] as const;
export type PlanEdition = (typeof PLAN_EDITIONS)[number];
export type PlanResource = 'shops' | 'accounts' | 'warehouses';
export const PLAN_LIMITS: Record<PlanEdition, Record<PlanResource, number>> = {
  standard: { shops: 5, accounts: 3, warehouses: 2 },
  professional: { shops: 30, accounts: 15, warehouses: 5 },
  flagship: { shops: 200, accounts: 100, warehouses: 30 },
};

/** Session and request limits (spec 01 §9 and issue 2). */
export const TOKEN_COOKIE_DAYS = 7;
export const SESSION_TTL_SECONDS = TOKEN_COOKIE_DAYS * 24 * 3600;
export const ACCESS_TOKEN_TTL_SECONDS = 2 * 3600;
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 15 * 60;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const ERROR_LOG_DEDUPE_MS = 3600 * 1000;
/** JSON and form request bodies; uploads keep their own per-file limits (UPLOAD_*_MAX_BYTES in rules/form.ts). */
export const REQUEST_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
export const REQUEST_TIMEOUT_MS = 300000;
export const BUTTON_DEBOUNCE_MS = 500;
export const PAGE_SIZE_DEFAULT = 30;
/** Largest page a list answers (GraphQL first/last/limit, REST limit); a bigger request is refused. */
export const PAGE_SIZE_MAX = 100;

/**
 * GraphQL abuse limits (issue 9, docs/api.md 'Limits'). Every request over HTTP or graphql-ws is
 * refused before it runs when it is nested deeper, uses more aliases or tokens, or costs more.
 */
export const GRAPHQL_MAX_DEPTH = 12;
export const GRAPHQL_MAX_ALIASES = 30;
export const GRAPHQL_MAX_TOKENS = 5000;
/** Cost model: an object field costs 1, a page of n rows n × its selection, a mutation field 10 more. */
export const GRAPHQL_MAX_COST = 2000;
export const GRAPHQL_MUTATION_COST = 10;

/** Company ids that see the ChatGPT entry (spec 01 §6). */
export const CHATGPT_COMPANY_IDS: readonly number[] = [1, 115];

/** REST envelope error types (spec 01 §8). */
export type ErrorType = 'form' | 'tips' | 'alert' | 'noPermission';
