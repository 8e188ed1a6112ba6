/** Create or edit a webhook endpoint (webhook.manage): name, URL and the event types as checkboxes grouped by domain. */
import { Checkbox, Fieldset, Stack, Text, Wrap } from '@chakra-ui/react';
import { webhookEndpointInput, type WebhookEndpointInput } from '@erp/schema';
import { useEffect } from 'react';
import { FormKit, useZodForm } from '../../../ui';
import { FormDialog } from '../../../ui/resource/FormDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useLang } from '../../../i18n/I18nProvider';
import { DELIVERABLE_EVENTS, EVENT_GROUPS, useWebhookCommands, type EndpointRow } from '../hooks';
import { webhooksMessages, type WebhooksMessageId } from '../messages';

interface Values extends Record<string, unknown> {
  name: string;
  url: string;
  eventTypes: string[];
}

export function EndpointFormDialog({
  endpoint,
  onClose,
  onSaved,
}: {
  endpoint?: EndpointRow;
  onClose: () => void;
  /** After a save; a new endpoint comes with its secret (shown once). */
  onSaved: (created?: { name: string; secret: string }) => void;
}) {
  const t = useFeatureText(webhooksMessages);
  const [lang] = useLang();
  const commands = useWebhookCommands();
  const initial: Values = { name: endpoint?.name ?? '', url: endpoint?.url ?? 'https://', eventTypes: [...(endpoint?.eventTypes ?? [])] };
  const form = useZodForm(webhookEndpointInput, initial);
  const chosen = form.values.eventTypes;
  const toggle = (type: string, on: boolean) =>
    form.setValue('eventTypes', on ? [...chosen.filter((x) => x !== type), type] : chosen.filter((x) => x !== type));
  const allOn = DELIVERABLE_EVENTS.every((e) => chosen.includes(e.type));
  const eventsLabel = t('webhookPage.form.events');
  const { setLabel } = form;
  useEffect(() => setLabel('eventTypes', eventsLabel), [setLabel, eventsLabel]);
  const eventsError = form.errorText('eventTypes');

  const submit = async (input: WebhookEndpointInput) => {
    const feedback = { success: t('webhookPage.saved'), failure: t('webhookPage.failed'), form };
    if (endpoint) {
      const outcome = await commands.update({ id: endpoint.id, input }, feedback);
      if (outcome.ok) onSaved();
      return;
    }
    const outcome = await commands.create({ input }, feedback);
    if (outcome.ok) onSaved({ name: outcome.data.endpoint.name, secret: outcome.data.secret });
  };

  return (
    <FormDialog
      title={endpoint ? t('webhookPage.form.editTitle', { name: endpoint.name }) : t('webhookPage.form.createTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('webhookPage.form.save')}
      cancelText={t('webhookPage.form.cancel')}
      size="lg"
    >
      <FormKit.Field name="name" label={t('webhookPage.form.name')} required maxLength={60} />
      <FormKit.Field name="url" label={t('webhookPage.form.url')} required inputMode="url" helperText={t('webhookPage.form.urlHint')} />
      {/* a fieldset of its own: inside a Field every checkbox would take the field's one id */}
      <Fieldset.Root invalid={Boolean(eventsError)}>
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          {t('webhookPage.form.events')}
        </Fieldset.Legend>
        <Fieldset.Content gap="3">
          <Checkbox.Root
            size="sm"
            checked={allOn}
            onCheckedChange={(d) => form.setValue('eventTypes', d.checked === true ? DELIVERABLE_EVENTS.map((e) => e.type) : [])}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('webhookPage.form.allEvents')}</Checkbox.Label>
          </Checkbox.Root>
          {EVENT_GROUPS.map((group) => (
            <Stack key={group.key} gap="1" role="group" aria-label={t(`webhookPage.group.${group.key}` as WebhooksMessageId)}>
              <Text textStyle="sm" color="fg.muted">
                {t(`webhookPage.group.${group.key}` as WebhooksMessageId)}
              </Text>
              <Wrap gap="2">
                {group.events.map((e) => (
                  <Checkbox.Root
                    key={e.type}
                    size="sm"
                    alignItems="start"
                    width={{ base: 'full', md: '48%' }}
                    checked={chosen.includes(e.type)}
                    onCheckedChange={(d) => toggle(e.type, d.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label>
                      <Text as="span" fontFamily="mono" textStyle="xs">
                        {e.type}
                      </Text>
                      <Text as="span" display="block" color="fg.muted" textStyle="xs">
                        {lang === 'en' ? e.en : e.zh}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
            </Stack>
          ))}
        </Fieldset.Content>
        <Fieldset.ErrorText>{eventsError}</Fieldset.ErrorText>
      </Fieldset.Root>
    </FormDialog>
  );
}
