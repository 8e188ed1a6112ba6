// The sandbox translator: deterministic, offline, for the demo and the tests. It never pretends to
// translate. Its rules:
// 1. The source language is the request's, else detected: any CJK character → 'zh', else 'en'.
// 2. Source equal to the target: the text comes back unchanged.
// 3. A text that is, apart from case, surrounding spaces and final punctuation (. ! ? 。 ！ ？), one
//    of the phrases of DICTIONARY (customer-service phrases in en, de, fr, es, zh) gets that
//    phrase's entry in the target language when the dictionary has one.
// 4. Anything else comes back as `[sandbox <source>→<target>] <text>`: tagged, untranslated.
// Every answer says sandbox: true and engine 'sandbox'.
import type { TranslateRequest, TranslateResult, Translator } from './translator';

/** Phrase groups: each is the same phrase in several languages. */
const DICTIONARY: Record<string, string>[] = [
  { en: 'where is my order', zh: '我的订单在哪里', de: 'wo ist meine bestellung', fr: 'où est ma commande', es: 'dónde está mi pedido' },
  { en: 'where is my parcel', zh: '我的包裹在哪里', de: 'wo ist mein paket', fr: 'où est mon colis', es: 'dónde está mi paquete' },
  { en: 'thank you', zh: '谢谢', de: 'danke', fr: 'merci', es: 'gracias' },
  { en: 'hello', zh: '你好', de: 'hallo', fr: 'bonjour', es: 'hola' },
  { en: 'i want a refund', zh: '我要退款', de: 'ich möchte eine rückerstattung', fr: 'je veux un remboursement', es: 'quiero un reembolso' },
  {
    en: 'the item arrived damaged',
    zh: '商品到货时已损坏',
    de: 'der artikel kam beschädigt an',
    fr: "l'article est arrivé endommagé",
    es: 'el artículo llegó dañado',
  },
  { en: 'when will it ship', zh: '什么时候发货', de: 'wann wird es versendet', fr: 'quand sera-t-il expédié', es: 'cuándo se enviará' },
  {
    en: 'your order has been shipped',
    zh: '您的订单已发货',
    de: 'ihre bestellung wurde versandt',
    fr: 'votre commande a été expédiée',
    es: 'su pedido ha sido enviado',
  },
];

const FINAL_PUNCTUATION = /[\s.!?。！？]+$/u;
const CJK = /[\u3400-\u9fff]/u;
const key = (text: string) => text.trim().replace(FINAL_PUNCTUATION, '').toLocaleLowerCase();

export class SandboxTranslator implements Translator {
  readonly engine = 'sandbox';
  readonly configured = false;

  translate(request: TranslateRequest): Promise<TranslateResult> {
    const source = request.source && request.source !== 'auto' ? request.source : CJK.test(request.text) ? 'zh' : 'en';
    const done = (text: string): TranslateResult => ({ ok: true, text, source, engine: this.engine, sandbox: true });
    if (source === request.target) return Promise.resolve(done(request.text));
    const k = key(request.text);
    const group = DICTIONARY.find((g) => g[source] === k) ?? DICTIONARY.find((g) => Object.values(g).includes(k));
    const found = group?.[request.target];
    if (found) return Promise.resolve(done(found));
    return Promise.resolve(done(`[sandbox ${source}→${request.target}] ${request.text}`));
  }
}
