/** "No AI service is configured" with how to configure it (nothing is generated without one). */
import { useFeatureText } from '../../../i18n/featureIntl';
import { Notice } from '../../../ui';
import { useAiStatus } from '../hooks';
import { aiWritingMessages } from '../messages';

export function NotConfiguredNotice() {
  const t = useFeatureText(aiWritingMessages);
  const status = useAiStatus();
  if (!status || status.configured) return null;
  return <Notice status="warning" title={t('ai.notConfigured.title')} description={t('ai.notConfigured.text')} />;
}
