/** Texts of /operateLog (ids `operateLog.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';
import entries from './messages.json';

export const operateLogMessages = splitEntries(entries);
export type OperateLogMessageId = keyof typeof entries;

/** Modules the server records (the `operateModule` of each mutation). */
export const LOG_MODULES = ['auth', 'accounts', 'roles', 'shops', 'company'] as const;

/** Actions with a readable name (mutation names; others are shown as they are). */
export const KNOWN_ACTIONS = Object.keys(entries)
  .filter((id) => id.startsWith('operateLog.action.'))
  .map((id) => id.slice('operateLog.action.'.length));
