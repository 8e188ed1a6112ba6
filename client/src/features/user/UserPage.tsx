/** /user: the signed-in account's profile and password; /changePassword: the password form only. */
import { Badge, Card, DataList, HStack, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { updateProfileInput } from '@erp/schema';
import type { z } from 'zod';
import { FormKit, LoadFailed, useZodForm } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useMyProfile, useProfileCommands, type MyProfile } from './hooks';
import { userMessages } from './messages';

export const UserPage = featurePage(userMessages, UserScreen);

export const ChangePasswordPage = featurePage(userMessages, ChangePasswordScreen);

function ChangePasswordScreen() {
  const t = useFeatureText(userMessages);
  return (
    <PageFrame title={t('user.password.title')} description={t('user.password.description')}>
      <Stack maxW="lg">
        <ChangePasswordForm />
      </Stack>
    </PageFrame>
  );
}

function UserScreen() {
  const t = useFeatureText(userMessages);
  const { me, loading, error, refetch } = useMyProfile();

  let profile;
  if (error && !me) {
    profile = <LoadFailed title={t('user.loadFailed')} description={error.message} onRetry={refetch} retryText={t('user.retry')} />;
  } else if (!me) {
    profile = loading ? <Skeleton height="80" data-testid="profile-loading" /> : null;
  } else {
    profile = <ProfileCard key={me.id} me={me} />;
  }

  return (
    <PageFrame title={t('user.title')} description={t('user.description')}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        {profile}
        <ChangePasswordForm />
      </SimpleGrid>
    </PageFrame>
  );
}

function ProfileCard({ me }: { me: MyProfile }) {
  const t = useFeatureText(userMessages);
  const { update } = useProfileCommands();
  const form = useZodForm(updateProfileInput, { realname: me.realname, phone: me.phone, email: me.email });

  const submit = async (input: z.output<typeof updateProfileInput>) => {
    await update({ input }, { success: t('user.saved'), failure: t('user.saveFailed'), form });
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('user.profile')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('user.username')}</DataList.ItemLabel>
              <DataList.ItemValue>{me.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('user.role')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {me.isMain ? <Badge colorPalette="purple">{t('user.mainAccount')}</Badge> : me.role ? me.role.name : t('user.noRole')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('user.lastLogin')}</DataList.ItemLabel>
              <DataList.ItemValue>{me.lastLoginAt ? formatDateTime(me.lastLoginAt) : t('user.never')}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <FormKit.Root form={form} onSubmit={submit} aria-label={t('user.profile')}>
            <FormKit.Field name="realname" label={t('user.field.realname')} required autoComplete="name" />
            <FormKit.Field name="phone" label={t('user.field.phone')} type="tel" inputMode="tel" autoComplete="tel" />
            <FormKit.Field name="email" label={t('user.field.email')} type="email" autoComplete="email" />
            <HStack justify="flex-end">
              <FormKit.Submit>{t('user.save')}</FormKit.Submit>
            </HStack>
          </FormKit.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
