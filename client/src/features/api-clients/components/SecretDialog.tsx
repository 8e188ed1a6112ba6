/**
 * The one time the secret of a client is shown (after creating it or rotating its secret): the API
 * key, and client id + secret for OAuth, each with a copy button. Closing asks nothing more, but
 * "Done" waits until the seller says the secret is stored.
 */
import { Alert, Button, Checkbox, Clipboard, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { InfoDialog } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { IssuedSecret } from '../hooks';
import { apiClientsMessages } from '../messages';

function CopyField({ label, value, copy, copied }: { label: string; value: string; copy: string; copied: string }) {
  return (
    <Clipboard.Root value={value}>
      <Stack gap="1">
        <Clipboard.Label textStyle="sm" fontWeight="medium">
          {label}
        </Clipboard.Label>
        <HStack gap="2">
          <Clipboard.Input asChild>
            <Input readOnly fontFamily="mono" size="sm" />
          </Clipboard.Input>
          <Clipboard.Trigger asChild>
            <Button size="sm" variant="outline" aria-label={`${copy} ${label}`}>
              <Clipboard.Indicator />
              <Clipboard.Context>{(api) => (api.copied ? copied : copy)}</Clipboard.Context>
            </Button>
          </Clipboard.Trigger>
        </HStack>
      </Stack>
    </Clipboard.Root>
  );
}

export function SecretDialog({ issued, onClose }: { issued: IssuedSecret; onClose: () => void }) {
  const t = useFeatureText(apiClientsMessages);
  const [stored, setStored] = useState(false);
  const copy = { copy: t('apiClients.secret.copy'), copied: t('apiClients.secret.copied') };
  return (
    <InfoDialog title={t('apiClients.secret.title', { name: issued.apiClient.name })} onClose={onClose} size="lg" footer={false}>
      <Stack gap="4" pb="4">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('apiClients.secret.warning')}</Alert.Description>
        </Alert.Root>
        <CopyField label={t('apiClients.secret.apiKey')} value={issued.apiKey} {...copy} />
        <CopyField label={t('apiClients.secret.clientId')} value={issued.clientId} {...copy} />
        <CopyField label={t('apiClients.secret.clientSecret')} value={issued.clientSecret} {...copy} />
        <HStack justify="space-between" pt="2">
          <Checkbox.Root size="sm" checked={stored} onCheckedChange={(d) => setStored(d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('apiClients.secret.stored')}</Checkbox.Label>
          </Checkbox.Root>
          <Button colorPalette="teal" disabled={!stored} onClick={onClose}>
            {t('apiClients.secret.done')}
          </Button>
        </HStack>
      </Stack>
    </InfoDialog>
  );
}
