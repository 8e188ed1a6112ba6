import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

type Values = Record<string, string | number>;

/** Typed shorthand: `t('auth.username')`, ids checked against zh.ts. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
