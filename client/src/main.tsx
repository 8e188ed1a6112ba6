import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { hashFormUrl } from './app/gate';
import { checkVersion } from './app/version';
import { getLang, htmlLang } from './i18n/lang';
import { loadSchemaMessages } from './i18n/schemaMessages';

// Spec 01 §2: the address is forced into hash-route form (/orders → /#/orders).
const hashForm = hashFormUrl(window.location);
if (hashForm) {
  window.location.replace(hashForm);
} else {
  document.documentElement.lang = htmlLang(getLang());
  // the UI language's share of the @erp/schema texts, fetched beside the shell (not bundled in it)
  void loadSchemaMessages(getLang()).catch(() => undefined);
  void checkVersion({ force: true });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
