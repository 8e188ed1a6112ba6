/**
 * Texts of the public marketing site (ids `public.*`), Simplified Chinese and English.
 * The i18n setup merges `publicMessages` into react-intl; pages read them with
 * `usePublicText()`, which passes the Chinese text as `defaultMessage`.
 */
import { splitEntries, useFeatureText } from '../../i18n/featureIntl';
import { aboutTexts } from './texts/about';
import { agreementTexts } from './texts/agreement';
import { amazonTexts } from './texts/amazon';
import { appTexts } from './texts/app';
import { contactTexts } from './texts/contact';
import { featuresTexts } from './texts/features';
import { helpTexts } from './texts/help';
import { homeTexts } from './texts/home';
import { layoutTexts } from './texts/layout';
import { multiTexts } from './texts/multi';
import { privacyTexts } from './texts/privacy';
import { ratesTexts } from './texts/rates';
import { termsTexts } from './texts/terms';

const entries = {
  ...layoutTexts,
  ...homeTexts,
  ...ratesTexts,
  ...helpTexts,
  ...aboutTexts,
  ...contactTexts,
  ...termsTexts,
  ...privacyTexts,
  ...agreementTexts,
  ...amazonTexts,
  ...multiTexts,
  ...featuresTexts,
  ...appTexts,
};

export type PublicMessageId = keyof typeof entries;

export const publicMessages: { zh: Record<PublicMessageId, string>; en: Record<PublicMessageId, string> } = splitEntries(entries);

/** `t(id, values)` for `public.*` ids. */
export function usePublicText() {
  return useFeatureText(publicMessages);
}
