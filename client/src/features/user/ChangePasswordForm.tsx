/** Change the signed-in account's password: current password, the new one twice. */
import { Card, HStack, Text } from '@chakra-ui/react';
import { changePasswordInput } from '@erp/schema';
import type { z } from 'zod';
import { FormKit, useZodForm } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { useProfileCommands } from './hooks';
import { userMessages } from './messages';
import { NewPasswordFields } from '../../ui/NewPasswordFields';

const EMPTY = { oldPassword: '', password: '', password2: '' };

export function ChangePasswordForm() {
  const t = useFeatureText(userMessages);
  const { changePassword } = useProfileCommands();
  const form = useZodForm(changePasswordInput, EMPTY);

  const submit = async (input: z.output<typeof changePasswordInput>) => {
    const outcome = await changePassword({ input }, { success: t('user.password.done'), failure: t('user.saveFailed'), form });
    if (outcome.ok) form.reset(EMPTY);
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('user.password.title')}</Card.Title>
        <Text textStyle="sm" color="fg.muted">
          {t('user.password.description')}
        </Text>
      </Card.Header>
      <Card.Body>
        <FormKit.Root form={form} onSubmit={submit} aria-label={t('user.password.title')}>
          <FormKit.Field name="oldPassword" label={t('user.password.old')} required type="password" autoComplete="current-password" />
          <NewPasswordFields label={t('user.password.new')} hint={t('user.password.hint')} repeatLabel={t('user.password.new2')} />
          <HStack justify="flex-end">
            <FormKit.Submit>{t('user.password.submit')}</FormKit.Submit>
          </HStack>
        </FormKit.Root>
      </Card.Body>
    </Card.Root>
  );
}
