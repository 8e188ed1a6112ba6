import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { hashFormUrl } from './app/gate';
import { checkVersion } from './app/version';
import { getLang, htmlLang } from './i18n/lang';

// Spec 01 §2: the address is forced into hash-route form (/orders → /#/orders).
const hashForm = hashFormUrl(window.location);
if (hashForm) {
  window.location.replace(hashForm);
} else {
  document.documentElement.lang = htmlLang(getLang());
  void checkVersion({ force: true });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
