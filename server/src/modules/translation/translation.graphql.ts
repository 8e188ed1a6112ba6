// GraphQL translate (issue 21 item 5): the same service as REST translate.
import { TRANSLATE_LANGS } from '@erp/schema';
import { builder } from '../../graphql/builder';
import { commandsOn, exposeFields } from '../../graphql/fields';
import { translateText, type Translation } from './translation.service';

const TranslationRef = builder.objectRef<Translation>('Translation').implement({
  description: 'A translated text; sandbox answers are marked and are not real translations',
  fields: (t) => ({
    ...exposeFields(t, {
      text: 'String',
      source: "String: The source language used or detected ('' when unknown)",
      target: 'String',
      engine: 'String: sandbox | libretranslate',
      sandbox: 'Boolean: True when the sandbox answered (no translation service configured): not a real translation',
      configured: 'Boolean: Whether a translation service is configured (TRANSLATE_URL)',
      notice: "String: What to show beside a sandbox answer; '' otherwise",
    }),
  }),
});

builder.queryFields((t) => ({
  translate: t.field(
    commandsOn(TranslationRef).byArgs(
      { errors: {}, authScopes: { loggedIn: true } },
      { text: 'String!', target: `String: ${TRANSLATE_LANGS.join(' | ')} (default zh)` },
      translateText,
      'Translates a buyer message or a reply; empty text is refused (ebayMessage.pleaseEnterTranslationContent)',
    ),
  ),
}));
