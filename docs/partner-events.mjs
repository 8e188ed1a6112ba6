// Partner example: sign in, then receive this account's real-time events over graphql-ws.
//   npm install graphql-ws ws        (Node 20+)
//   ERP_URL=http://localhost:4000 ERP_USER=demo ERP_PASSWORD=demo1234 node partner-events.mjs
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const base = process.env.ERP_URL ?? 'http://localhost:4000';
const lang = process.env.ERP_LANG ?? 'en'; // texts in events: 'en' or 'zh' (default zh)
let token;

async function call(path, body, bearer) {
  const res = await fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const answer = await res.json();
  if (answer.code !== 0) throw new Error(`${path}: ${res.status} ${answer.message}`);
  return answer.data;
}

/** A token for each (re)connection: refreshed while the session lives, else a new sign-in. */
async function freshToken() {
  if (token) {
    try {
      return (token = (await call('refresh', {}, token)).access_token);
    } catch {
      /* session over: sign in again */
    }
  }
  return (token = (await call('login', { username: process.env.ERP_USER, password: process.env.ERP_PASSWORD })).access_token);
}

const client = createClient({
  url: `${base.replace(/^http/, 'ws')}/graphql`,
  webSocketImpl: WebSocket,
  connectionParams: async () => ({ authorization: `Bearer ${await freshToken()}`, lang }),
  retryAttempts: Infinity, // reconnects (with a fresh token) after network failures or a server restart
  shouldRetry: () => true,
});

function listen(query, field) {
  client.subscribe(
    { query },
    {
      next: ({ data, errors }) => {
        if (errors) return console.error(field, errors.map((e) => e.message).join('; '));
        const { event, data: payload } = data[field];
        console.log(JSON.stringify({ channel: field, event, data: payload }));
      },
      error: (err) => console.error(field, 'refused:', Array.isArray(err) ? err.map((e) => e.message).join('; ') : err),
      complete: () => console.error(field, 'completed'),
    },
  );
}

// user_notify: MessageNoticeEvent, ReportJobEvent, ReportScheduleEvent (this account only)
listen('subscription { userEvents { event data } }', 'userEvents');
// company_notify: PlatformChatEvent (only shops this account may see)
listen('subscription { companyEvents { event data } }', 'companyEvents');
console.error(`listening on ${base} as ${process.env.ERP_USER}`);
