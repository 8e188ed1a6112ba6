// The GraphQL explorer (issue 17, docs/api.md 'GraphQL explorer'): Yoga's GraphiQL at /graphql for a
// browser signed in to the back office, and introspection for signed-in callers only.
//
// A browser opening /graphql sends no Authorization header, only the web client's cookies: the
// session token is the `info` cookie (client/src/api/session.ts). A valid one gets GraphiQL with a
// small script that adds `Authorization: Bearer <info cookie>` and the `lang` header to the page's
// own requests, read at each request, so the explorer follows the web client's token refreshes and
// the token never appears in the page. Anything else gets a short page asking to sign in. The
// GraphQL API itself still takes only the header: a cookie alone authorizes nothing (no CSRF).
// The page is Yoga's self-contained GraphiQL (@graphql-yoga/render-graphiql: scripts inline, no
// CDN), so it works where browsers reach only this server (on-premise).
import { messages, translate, type Lang } from '@erp/schema';
import { GraphQLError, Kind, getOperationAST, type DocumentNode, type SelectionSetNode } from 'graphql';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { shouldRenderGraphiQL, type Plugin } from 'graphql-yoga';
import { authenticate, type Platform } from '../platform/context';

/** The web client's session cookie (client/src/api/session.ts TOKEN_COOKIE). */
const TOKEN_COOKIE = 'info';

export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Runs in the explorer page before GraphiQL loads: same-origin requests carry the session token and
 * the language of the web client (localStorage `lang`: 'en', else Chinese), unless the headers
 * editor already set them (e.g. an API client's token).
 */
const AUTH_SCRIPT = `<script>(function(){var f=window.fetch;function tok(){var m=document.cookie.match(/(?:^|;\\s*)${TOKEN_COOKIE}=([^;]*)/);try{return m?decodeURIComponent(m[1]):''}catch(e){return ''}}window.fetch=function(input,init){var url=typeof input==='string'?input:input instanceof URL?input.href:input.url;if(new URL(url,location.href).origin===location.origin){init=Object.assign({},init);var h=new Headers(init.headers||(input instanceof Request?input.headers:undefined));var t=tok();if(t&&!h.has('authorization'))h.set('authorization','Bearer '+t);if(!h.has('lang')){var l='';try{l=localStorage.getItem('lang')||''}catch(e){}h.set('lang',l===''||l==='zh'?'cn':'en')}init.headers=h}return f.call(this,input,init)}})();</script>`;

const DEFAULT_QUERY = `# The GraphQL explorer runs as the account signed in to the back office.
# Docs: the book icon on the left; examples: docs/api.md.
{
  me { username realname }
  company { name }
  orders(first: 5) {
    totalCount
    edges { node { id nodeId orderNo status } }
  }
}
`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const pages = new Map<Lang, string>();

/** The explorer: Yoga's GraphiQL page (about 9 MB, built once per language) with the auth script in front. */
export function explorerPage(lang: Lang): string {
  let page = pages.get(lang);
  if (!page) {
    const html = renderGraphiQL({
      title: translate(lang, 'explorer.title'),
      defaultQuery: DEFAULT_QUERY,
      subscriptionsProtocol: 'SSE',
      shouldPersistHeaders: false,
      schemaDescription: true,
    });
    pages.set(lang, (page = html.replace('<script>', `${AUTH_SCRIPT}<script>`)));
  }
  return page;
}

/** For a browser that is not signed in: both languages, the web client's choice shown (localStorage `lang`). */
export function signInPage(): string {
  const block = (lang: Lang) =>
    `<section lang="${lang === 'zh' ? 'zh-CN' : 'en'}" data-lang="${lang}"><h1>${escapeHtml(translate(lang, 'explorer.signInTitle'))}</h1>` +
    `<p>${escapeHtml(translate(lang, 'explorer.signInBody'))}</p>` +
    `<p><a href="./#/login?redirect=%2Fhome">${escapeHtml(translate(lang, 'explorer.signInLink'))}</a></p></section>`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(messages.zh['explorer.title'])} · ${escapeHtml(messages.en['explorer.title'])}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a202c}h1{font-size:1.25rem}a{color:#319795}</style></head>
<body>${block('zh')}${block('en')}
<script>(function(){var l='';try{l=localStorage.getItem('lang')||''}catch(e){}var show=l===''||l==='zh'?'zh':'en';document.querySelectorAll('section[data-lang]').forEach(function(s){if(s.getAttribute('data-lang')!==show)s.hidden=true})})();</script>
</body></html>`;
}

/**
 * Serves GET /graphql for browsers (Accept: text/html): the explorer to a valid session cookie, the
 * sign-in page otherwise. Replaces Yoga's `graphiql` option, which would show the explorer to anyone.
 */
export function useExplorer(platform: Platform, endpoint = '/graphql'): Plugin {
  return {
    async onRequest(payload) {
      const { request, url, fetchAPI } = payload;
      if (!shouldRenderGraphiQL(request) || url.pathname.replace(/\/$/, '') !== endpoint || url.searchParams.has('query')) return;
      const token = cookieValue(request.headers.get('cookie'), TOKEN_COOKIE);
      const signedIn = token
        ? await authenticate(platform, token).then(
            () => true,
            () => false,
          )
        : false;
      const lang: Lang = /^en\b/i.test(request.headers.get('accept-language') ?? '') ? 'en' : 'zh';
      payload.endResponse(
        new fetchAPI.Response(signedIn ? explorerPage(lang) : signInPage(), {
          status: signedIn ? 200 : 401,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        }),
      );
    },
  };
}

/** Whether an operation reads the schema (`__schema` / `__type` at its root, fragments included). */
export function readsSchema(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return false;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode): boolean =>
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === '__schema' || s.name.value === '__type';
      if (s.kind === Kind.INLINE_FRAGMENT) return walk(s.selectionSet);
      const fragment = fragments.get(s.name.value);
      if (!fragment || seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return walk(fragment.selectionSet);
    });
  return walk(operation.selectionSet);
}

/**
 * Introspection for signed-in callers only (accounts, API clients, the operator): anonymous callers
 * get UNAUTHENTICATED, as for every other non-public field; `__typename` stays open. Checked when the
 * operation runs, since yoga shares parse and validation results between callers.
 */
export function useSignedInIntrospection(): Plugin<{ actor?: unknown; operator?: unknown; lang?: Lang }> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue;
      if (ctx.actor || ctx.operator || !readsSchema(args.document as DocumentNode, args.operationName as string | undefined)) return;
      const lang = ctx.lang ?? 'zh';
      setResultAndStopExecution({
        errors: [new GraphQLError(translate(lang, 'auth.tokenMissing'), { extensions: { code: 'UNAUTHENTICATED', messageId: 'auth.tokenMissing' } })],
      });
    },
  };
}
