import { Box, SimpleGrid } from '@chakra-ui/react';
import { LuPackageSearch, LuStore } from 'react-icons/lu';
import { CtaBand, FeatureCard, Paragraphs, PublicPage, Section } from '../components';
import { usePublicText } from '../messages';
import { MODULE_ICONS } from '../../shared/moduleIcons';

const ICONS = { ...MODULE_ICONS, shops: <LuStore />, fba: <LuPackageSearch />, ads: MODULE_ICONS.promotions };
const FEATURES = (['shops', 'orders', 'listing', 'fba', 'ads', 'purchasing', 'reports'] as const).map((key) => [key, ICONS[key]] as const);

/** /amazonErp: the ERP for Amazon sellers. */
export function AmazonErpPage() {
  const t = usePublicText();
  return (
    <PublicPage title={t('public.amazon.title')} lead={t('public.amazon.lead')}>
      <Section id="amazon-features" title={t('public.amazon.features.title')}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {FEATURES.map(([key, icon]) => (
            <FeatureCard key={key} icon={icon} title={t(`public.amazon.${key}.title`)}>
              {t(`public.amazon.${key}.body`)}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="amazon-fit" title={t('public.amazon.fit.title')}>
        <Box maxW="3xl" color="fg.muted">
          <Paragraphs text={t('public.amazon.fit.body')} />
        </Box>
      </Section>
      <CtaBand title={t('public.home.cta.title')} body={t('public.home.cta.body')} />
    </PublicPage>
  );
}
