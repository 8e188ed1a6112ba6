// The translation port (issue 21 item 5; DESIGN.md 'Outside systems are connectors'): a buyer
// message or a reply translated into a target language. Two implementations, chosen by the
// environment once per platform (like CARRIER_CONNECTOR):
// - TRANSLATE_URL set: a LibreTranslate-compatible HTTP API (self-hostable), with TRANSLATE_API_KEY
//   sent as api_key when set (translator.libre.ts);
// - unset: the deterministic sandbox (translator.sandbox.ts), the default for the demo and the
//   tests. Its answers are always marked (engine 'sandbox', sandbox: true, configured: false) so no
//   screen can pass sandbox output off as a real translation (docs/decisions.md, issue 21).
import type { TranslateLang } from '@erp/schema';
import type { Platform } from '../../platform/context';
import { LibreTranslateTranslator } from './translator.libre';
import { SandboxTranslator } from './translator.sandbox';

export interface TranslateRequest {
  text: string;
  target: TranslateLang;
  /** The text's language; 'auto' lets the engine detect it. */
  source?: string;
}

export type TranslateResult =
  | {
      ok: true;
      text: string;
      /** The source language the engine used or detected ('' when it did not say). */
      source: string;
      /** 'sandbox' or 'libretranslate'. */
      engine: string;
      /** True for the sandbox: the text is not a real translation. */
      sandbox: boolean;
    }
  | { ok: false; /** The engine's reason as it gave it (HTTP status, its error text). */ reason: string };

export interface Translator {
  readonly engine: string;
  /** False for the sandbox (no translation service configured). */
  readonly configured: boolean;
  translate(request: TranslateRequest): Promise<TranslateResult>;
}

const chosen = new WeakMap<object, Translator>();

/** The environment's choice: LibreTranslate at TRANSLATE_URL, else the sandbox. */
export function translatorFromEnv(env: NodeJS.ProcessEnv = process.env): Translator {
  const url = env.TRANSLATE_URL?.trim();
  return url ? new LibreTranslateTranslator(url, env.TRANSLATE_API_KEY?.trim() || undefined) : new SandboxTranslator();
}

/** The platform's translator, chosen once from the environment; tests may install another with setTranslator. */
export function translatorOf(platform: Platform): Translator {
  let t = chosen.get(platform);
  if (!t) chosen.set(platform, (t = translatorFromEnv()));
  return t;
}

export function setTranslator(platform: Platform, translator: Translator): void {
  chosen.set(platform, translator);
}
