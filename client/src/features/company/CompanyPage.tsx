/** /company: company details (company.update) and the plan edition with its limits vs usage. */
import { Badge, Card, HStack, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { updateCompanyInput, type PlanResource } from '@erp/schema';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormKit, LoadFailed, Notice, PermissionGuard, useHasPermission, useZodForm } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { useCompany, useCompanyCommands, type CompanyInfo } from './hooks';
import { companyMessages, type CompanyMessageId } from './messages';

export const CompanyPage = featurePage(companyMessages, CompanyScreen);

function CompanyScreen() {
  const t = useFeatureText(companyMessages);
  const { company, loading, error, refetch } = useCompany();

  let content;
  if (error && !company) {
    content = <LoadFailed title={t('company.loadFailed')} description={error.message} onRetry={refetch} retryText={t('company.retry')} />;
  } else if (!company) {
    content = loading ? (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="company-loading">
        <Skeleton height="80" />
        <Skeleton height="64" />
      </SimpleGrid>
    ) : null;
  } else {
    content = (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <CompanyForm key={company.id} company={company} />
        <PlanCard company={company} />
      </SimpleGrid>
    );
  }

  return (
    <PageFrame title={t('company.title')} description={t('company.description')}>
      {content}
    </PageFrame>
  );
}

function CompanyForm({ company }: { company: CompanyInfo }) {
  const t = useFeatureText(companyMessages);
  const canEdit = useHasPermission('company.update');
  const { update } = useCompanyCommands();
  const form = useZodForm(updateCompanyInput, {
    name: company.name,
    contact: company.contact,
    phone: company.phone,
    email: company.email,
    address: company.address,
  });

  const submit = async (input: z.output<typeof updateCompanyInput>) => {
    await update({ input }, { success: t('company.saved'), failure: t('company.saveFailed'), form });
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('company.info')}</Card.Title>
        <Text textStyle="sm" color="fg.muted">
          {t('company.createdAt', { date: formatDateTime(company.createdAt).slice(0, 10) })}
        </Text>
      </Card.Header>
      <Card.Body>
        {!canEdit ? <Notice size="sm" mb="4" title={t('company.readOnly')} /> : null}
        <FormKit.Root form={form} onSubmit={submit} aria-label={t('company.info')}>
          <FormKit.Field name="name" label={t('company.field.name')} required readOnly={!canEdit} />
          <FormKit.Field name="contact" label={t('company.field.contact')} readOnly={!canEdit} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormKit.Field name="phone" label={t('company.field.phone')} type="tel" inputMode="tel" readOnly={!canEdit} />
            <FormKit.Field name="email" label={t('company.field.email')} type="email" readOnly={!canEdit} />
          </SimpleGrid>
          <FormKit.Field name="address" label={t('company.field.address')} readOnly={!canEdit} />
          <PermissionGuard permission="company.update">
            <HStack justify="flex-end">
              <FormKit.Submit>{t('company.save')}</FormKit.Submit>
            </HStack>
          </PermissionGuard>
        </FormKit.Root>
      </Card.Body>
    </Card.Root>
  );
}

const RESOURCES: PlanResource[] = ['shops', 'accounts', 'warehouses'];

function PlanCard({ company }: { company: CompanyInfo }) {
  const t = useFeatureText(companyMessages);
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h2">{t('company.plan')}</Card.Title>
          <Badge colorPalette="teal" size="lg">
            {t(`company.edition.${company.edition}` as CompanyMessageId)}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {RESOURCES.map((resource) => (
            <Usage key={resource} label={t(`company.usage.${resource}` as CompanyMessageId)} used={company.usage[resource]} limit={company.limits[resource]} />
          ))}
          <Text textStyle="sm" color="fg.muted">
            {t('company.upgradeHint')}{' '}
            <RouterLink to="/rates" target="_blank" rel="noopener" style={{ textDecoration: 'underline' }}>
              {t('company.comparePlans')}
            </RouterLink>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Usage({ label, used, limit }: { label: string; used: number; limit: number }) {
  const t = useFeatureText(companyMessages);
  const ratio = limit > 0 ? used / limit : 1;
  const palette = ratio >= 1 ? 'red' : ratio >= 0.8 ? 'orange' : 'teal';
  return (
    <Progress.Root value={Math.min(used, limit)} max={Math.max(limit, 1)} colorPalette={palette} size="sm">
      <HStack justify="space-between" mb="1">
        <Progress.Label textStyle="sm">{label}</Progress.Label>
        <HStack gap="2">
          {ratio >= 1 ? (
            <Badge colorPalette="red" size="sm">
              {t('company.usage.full')}
            </Badge>
          ) : ratio >= 0.8 ? (
            <Badge colorPalette="orange" size="sm">
              {t('company.usage.almost')}
            </Badge>
          ) : null}
          <Text textStyle="sm" fontVariantNumeric="tabular-nums">
            {t('company.usage.value', { used, limit })}
          </Text>
        </HStack>
      </HStack>
      <Progress.Track aria-label={label} aria-valuetext={t('company.usage.value', { used, limit })}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
