import { Badge, Button, HStack, SimpleGrid } from '@chakra-ui/react';
import { LISTING_MARKETPLACES } from '@erp/schema';
import { LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { CtaBand, FeatureCard, MarketplaceGrid, NumberedSteps, PublicPage, Section } from '../components';
import { usePublicText } from '../messages';
import { MODULE_ICONS } from '../../shared/moduleIcons';
import { LOGIN_PATH, PUBLIC_PATHS, REGISTER_PATH } from '../paths';

// the modules' own icons, but "inventory" for the warehouse one and people for the team
const ICONS = { ...MODULE_ICONS, inventory: MODULE_ICONS.warehouse, team: <LuUsers /> };
const DOMAINS = (['orders', 'listing', 'products', 'inventory', 'purchasing', 'logistics', 'finance', 'reports', 'team', 'messages'] as const).map(
  (key) => [key, ICONS[key]] as const,
);

const STEPS = ['register', 'shops', 'team'] as const;

/** /homeIndex: what the product does, the marketplaces, how to start. */
export function HomeIndexPage() {
  const t = usePublicText();
  const count = LISTING_MARKETPLACES.length;
  return (
    <PublicPage
      title={t('public.home.title')}
      lead={t('public.home.lead')}
      actions={
        <>
          <Button asChild colorPalette="teal" size="lg">
            <RouterLink to={REGISTER_PATH}>{t('public.cta.register')}</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="teal" size="lg">
            <RouterLink to={LOGIN_PATH}>{t('public.cta.signIn')}</RouterLink>
          </Button>
          <Button asChild variant="ghost" colorPalette="teal" size="lg">
            <RouterLink to={PUBLIC_PATHS.rates}>{t('public.cta.plans')}</RouterLink>
          </Button>
          <HStack gap="2" wrap="wrap" width="full" pt="2">
            <Badge colorPalette="blue" variant="surface" size="lg">
              {t('public.home.highlight.marketplaces', { count })}
            </Badge>
            <Badge colorPalette="blue" variant="surface" size="lg">
              {t('public.home.highlight.languages')}
            </Badge>
            <Badge colorPalette="blue" variant="surface" size="lg">
              {t('public.home.highlight.roles')}
            </Badge>
          </HStack>
        </>
      }
    >
      <Section id="domains" title={t('public.home.domains.title')} lead={t('public.home.domains.lead')}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {DOMAINS.map(([key, icon]) => (
            <FeatureCard key={key} icon={icon} title={t(`public.home.domain.${key}.title`)}>
              {t(`public.home.domain.${key}.body`)}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="marketplaces" title={t('public.home.marketplaces.title')} lead={t('public.home.marketplaces.lead', { count })}>
        <MarketplaceGrid />
      </Section>

      <Section id="steps" title={t('public.home.steps.title')}>
        <NumberedSteps
          steps={STEPS.map((key) => ({
            key,
            title: t(`public.home.step.${key}.title`),
            body: t(`public.home.step.${key}.body`),
          }))}
        />
      </Section>

      <CtaBand title={t('public.home.cta.title')} body={t('public.home.cta.body')} />
    </PublicPage>
  );
}
