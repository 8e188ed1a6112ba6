import { Box, DataList, Heading, Skeleton } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n';
import { useHomeAccount } from './useHomeAccount';

/** Account details from GraphQL `me`; quietly absent if the query fails. */
export function AccountCard() {
  const t = useT();
  const intl = useIntl();
  const { account, loading } = useHomeAccount();
  if (!account) {
    return loading ? <Skeleton height="24" borderRadius="md" /> : null;
  }
  const rows: [string, string][] = [
    [t('auth.username'), account.username],
    [t('auth.email'), account.email || '—'],
    [t('home.role'), account.role?.name ?? (account.isMain ? t('home.mainAccount') : '—')],
    [t('home.lastLogin'), account.lastLoginAt ? intl.formatDate(account.lastLoginAt, { dateStyle: 'medium', timeStyle: 'short' }) : '—'],
  ];
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg" as="section" aria-label={t('home.account')}>
      <Heading size="sm" as="h2" mb="3">
        {t('home.account')}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
