/** The signing secret of a new or rotated endpoint: shown once, with a copy button. */
import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCopy } from 'react-icons/lu';
import { InfoDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { webhooksMessages } from '../messages';

export function SecretDialog({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const t = useFeatureText(webhooksMessages);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // no clipboard (an insecure origin): the secret stays selectable
    }
  };
  return (
    <InfoDialog title={t('webhookPage.secret.title')} onClose={onClose} closeText={t('webhookPage.secret.done')}>
      <Stack gap="3">
        <Text textStyle="sm">{t('webhookPage.secret.once', { name })}</Text>
        <HStack gap="2" align="center">
          <Code data-testid="webhook-secret" flex="1" p="2" wordBreak="break-all" userSelect="all">
            {secret}
          </Code>
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            <LuCopy />
            {copied ? t('webhookPage.secret.copied') : t('webhookPage.secret.copy')}
          </Button>
        </HStack>
      </Stack>
    </InfoDialog>
  );
}
