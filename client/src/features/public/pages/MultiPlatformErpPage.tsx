import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LISTING_MARKETPLACES } from '@erp/schema';
import { CtaBand, MarketplaceGrid, PublicPage, Section } from '../components';
import { usePublicText } from '../messages';

const TOPICS = ['orders', 'listing', 'stock', 'messages', 'staff', 'reports'] as const;

/** /multiPlatformErp: one system for many marketplaces. */
export function MultiPlatformErpPage() {
  const t = usePublicText();
  const count = LISTING_MARKETPLACES.length;
  return (
    <PublicPage title={t('public.multi.title')} lead={t('public.multi.lead', { count })}>
      <Section id="problems" title={t('public.multi.problems.title')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {TOPICS.map((key) => (
            <Card.Root key={key} as="article" variant="outline" size="sm">
              <Card.Body gap="3">
                <Stack gap="1">
                  <Overline color="orange.600">{t('public.multi.problem')}</Overline>
                  <Heading as="h3" size="md">
                    {t(`public.multi.${key}.problem`)}
                  </Heading>
                </Stack>
                <Box borderStartWidth="3px" borderColor="teal.500" ps="3">
                  <Overline color="teal.700">{t('public.multi.solution')}</Overline>
                  <Text color="fg.muted" textStyle="sm">
                    {t(`public.multi.${key}.solution`)}
                  </Text>
                </Box>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="marketplaces" title={t('public.home.marketplaces.title')} lead={t('public.home.marketplaces.lead', { count })}>
        <MarketplaceGrid />
      </Section>
      <Section id="migrate" title={t('public.multi.migrate.title')}>
        <Text color="fg.muted" maxW="3xl">
          {t('public.multi.migrate.body')}
        </Text>
      </Section>
      <CtaBand title={t('public.home.cta.title')} body={t('public.home.cta.body')} />
    </PublicPage>
  );
}

/** The small upper-case word over a problem or its solution. */
function Overline({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Text textStyle="xs" fontWeight="semibold" color={color} textTransform="uppercase">
      {children}
    </Text>
  );
}
