import { Box, Button, Card, Flex, Heading, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { PLAN_EDITIONS, PLAN_LIMITS, type PlanEdition } from '@erp/schema';
import { Link as RouterLink } from 'react-router';
import { CheckList, PublicPage, Section, Tag } from '../components';
import { usePublicText } from '../messages';
import { PUBLIC_PATHS, REGISTER_PATH } from '../paths';

/** The edition every new company starts on (docs/decisions.md 'Plan editions'). */
const DEFAULT_EDITION: PlanEdition = 'standard';

function EditionCard({ edition }: { edition: PlanEdition }) {
  const t = usePublicText();
  const limits = PLAN_LIMITS[edition];
  const isDefault = edition === DEFAULT_EDITION;
  const headingId = `edition-${edition}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      borderColor={edition === 'professional' ? 'teal.500' : undefined}
      borderWidth={edition === 'professional' ? '2px' : undefined}
      height="full"
    >
      <Card.Header gap="2">
        <Flex align="center" justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="xl" id={headingId}>
            {t(`public.rates.edition.${edition}`)}
          </Heading>
          {isDefault ? <Tag>{t('public.rates.default')}</Tag> : null}
        </Flex>
        <Text color="fg.muted" textStyle="sm">
          {t(`public.rates.suits.${edition}`)}
        </Text>
      </Card.Header>
      <Card.Body>
        <CheckList
          text={[
            t('public.rates.limit.shops', { count: limits.shops }),
            t('public.rates.limit.accounts', { count: limits.accounts }),
            t('public.rates.limit.warehouses', { count: limits.warehouses }),
          ].join('\n')}
        />
      </Card.Body>
      <Card.Footer>
        <Button asChild width="full" colorPalette="teal" variant={isDefault ? 'solid' : 'outline'}>
          <RouterLink to={isDefault ? REGISTER_PATH : PUBLIC_PATHS.contact}>{t(isDefault ? 'public.rates.cta.start' : 'public.rates.cta.upgrade')}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function ComparisonTable() {
  const t = usePublicText();
  const rows: { key: string; label: string; value: (e: PlanEdition) => string | number }[] = [
    { key: 'shops', label: t('public.rates.compare.shops'), value: (e) => PLAN_LIMITS[e].shops },
    { key: 'accounts', label: t('public.rates.compare.accounts'), value: (e) => PLAN_LIMITS[e].accounts },
    { key: 'sub', label: t('public.rates.compare.subAccounts'), value: (e) => PLAN_LIMITS[e].accounts - 1 },
    { key: 'warehouses', label: t('public.rates.compare.warehouses'), value: (e) => PLAN_LIMITS[e].warehouses },
    { key: 'suits', label: t('public.rates.compare.suits'), value: (e) => t(`public.rates.short.${e}`) },
  ];
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="md" minW="md">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('public.rates.compare.item')}</Table.ColumnHeader>
            {PLAN_EDITIONS.map((e) => (
              <Table.ColumnHeader key={e} textAlign="center">
                {t(`public.rates.edition.${e}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {row.label}
              </Table.Cell>
              {PLAN_EDITIONS.map((e) => (
                <Table.Cell key={e} textAlign="center">
                  {row.value(e)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** /rates: the three plan editions with the PLAN_LIMITS numbers. */
export function RatesPage() {
  const t = usePublicText();
  const standard = PLAN_LIMITS[DEFAULT_EDITION];
  return (
    <PublicPage title={t('public.rates.title')} lead={t('public.rates.lead')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {PLAN_EDITIONS.map((edition) => (
          <EditionCard key={edition} edition={edition} />
        ))}
      </SimpleGrid>

      <Section id="compare" title={t('public.rates.compare.title')}>
        <ComparisonTable />
      </Section>

      <Section id="notes" title={t('public.rates.notes.title')}>
        <Box color="fg.muted">
          <List.Root gap="2" ps="5">
            <List.Item>{t('public.rates.note.accounts', { accounts: standard.accounts, sub: standard.accounts - 1 })}</List.Item>
            <List.Item>{t('public.rates.note.limit')}</List.Item>
            <List.Item>{t('public.rates.note.price')}</List.Item>
          </List.Root>
        </Box>
        <Stack mt="5" direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="teal">
            <RouterLink to={REGISTER_PATH}>{t('public.cta.register')}</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="teal">
            <RouterLink to={PUBLIC_PATHS.contact}>{t('public.cta.contact')}</RouterLink>
          </Button>
        </Stack>
      </Section>
    </PublicPage>
  );
}
