/**
 * Texts of the public marketing site (ids `public.*`), Simplified Chinese and English.
 * The i18n setup merges `publicMessages` into react-intl; pages read them with
 * `usePublicText()`, which passes the Chinese text as `defaultMessage`.
 */
import { splitEntries, useFeatureText } from '../../i18n/featureIntl';
// The site's content, one [Simplified Chinese, English] pair per id, kept as data (like
// schema/src/messages/*.json): one file per page, each says its table once.
import about from './texts/about.json'; // /aboutUs
import agreement from './texts/agreement.json'; // /appServiceAgree: application service agreement incl. data processing
import amazon from './texts/amazon.json'; // /amazonErp
import app from './texts/app.json'; // /erpApp: the mobile layout
import contact from './texts/contact.json'; // /contactUs: the form is not connected to a server yet (see contact.ts)
import features from './texts/features.json'; // /ERPFunctionAnalysis: features by module; `.items` are one item per line
import help from './texts/help.json'; // /helpCenter
import home from './texts/home.json'; // /homeIndex
import layout from './texts/layout.json'; // header, navigation, footer and shared calls to action of the public site
import multi from './texts/multi.json'; // /multiPlatformErp
import privacy from './texts/privacy.json'; // /privacyPolicy
import rates from './texts/rates.json'; // /rates: the plan editions (limits come from PLAN_LIMITS in @erp/schema)
import terms from './texts/terms.json'; // /policyTerms: terms of service

const tables = { ...layout, ...home, ...rates, ...help, ...about, ...contact, ...terms, ...privacy, ...agreement, ...amazon, ...multi, ...features, ...app };
const entries = pairs(tables);

/** JSON types a pair as string[]: each must be [zh, en] (messages.test.ts also checks both are there). */
function pairs<T extends Record<string, string[]>>(table: T): Record<keyof T, readonly [zh: string, en: string]> {
  for (const [id, pair] of Object.entries(table)) if (pair.length !== 2) throw new Error(`${id}: a [zh, en] pair expected`);
  return table as unknown as Record<keyof T, readonly [zh: string, en: string]>;
}

export type PublicMessageId = keyof typeof entries;

export const publicMessages: { zh: Record<PublicMessageId, string>; en: Record<PublicMessageId, string> } = splitEntries(entries);

/** `t(id, values)` for `public.*` ids. */
export function usePublicText() {
  return useFeatureText(publicMessages);
}
