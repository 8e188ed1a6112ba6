import type { ReactNode } from 'react';
import { Box, Card, Circle, Flex, Heading, HStack, Icon, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { LISTING_MARKETPLACES } from '@erp/schema';
import { CheckList, CtaBand, PublicPage } from '../components';
import { usePublicText } from '../messages';
import { MODULE_ICONS } from '../../shared/moduleIcons';

/** The modules in the order the page shows them. */
const MODULES = Object.entries(MODULE_ICONS) as [keyof typeof MODULE_ICONS, ReactNode][];

/** /ERPFunctionAnalysis: the feature breakdown by module. */
export function FunctionAnalysisPage() {
  const t = usePublicText();
  const count = LISTING_MARKETPLACES.length;
  return (
    <PublicPage title={t('public.features.title')} lead={t('public.features.lead')}>
      <Box as="nav" aria-label={t('public.features.contents')}>
        <Flex gap="2" wrap="wrap">
          {MODULES.map(([key]) => (
            <Link
              key={key}
              href={`#module-${key}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(`module-${key}`)?.scrollIntoView?.({ behavior: 'smooth' });
              }}
              px="3"
              py="1"
              borderWidth="1px"
              borderRadius="full"
              textStyle="sm"
              colorPalette="teal"
            >
              {t(`public.features.${key}.title`)}
            </Link>
          ))}
        </Flex>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {MODULES.map(([key, icon]) => (
          <Card.Root key={key} as="section" id={`module-${key}`} aria-labelledby={`module-${key}-title`} variant="outline" scrollMarginTop="20">
            <Card.Header gap="2">
              <HStack gap="3">
                <Circle size="9" bg="teal.100" color="teal.700" flexShrink={0}>
                  <Icon boxSize="5">{icon}</Icon>
                </Circle>
                <Heading as="h2" size="lg" id={`module-${key}-title`}>
                  {t(`public.features.${key}.title`)}
                </Heading>
              </HStack>
              <Text color="fg.muted" textStyle="sm">
                {t(`public.features.${key}.summary`, { count })}
              </Text>
            </Card.Header>
            <Card.Body textStyle="sm">
              <CheckList text={t(`public.features.${key}.items`)} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <CtaBand title={t('public.home.cta.title')} body={t('public.home.cta.body')} />
    </PublicPage>
  );
}
