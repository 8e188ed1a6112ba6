import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { LuCalculator, LuLanguages, LuShieldCheck, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { FeatureCard, Paragraphs, PublicPage, Section } from '../components';
import { usePublicText } from '../messages';
import { PUBLIC_PATHS } from '../paths';

const PRINCIPLES = [
  ['data', <LuShieldCheck />],
  ['roles', <LuUsers />],
  ['bilingual', <LuLanguages />],
  ['numbers', <LuCalculator />],
] as const;

/** /aboutUs: why the product exists and the principles it is built on. */
export function AboutUsPage() {
  const t = usePublicText();
  return (
    <PublicPage title={t('public.about.title')} lead={t('public.about.lead')}>
      <Section id="why" title={t('public.about.why.title')}>
        <Box maxW="3xl">
          <Paragraphs text={t('public.about.why.body')} />
        </Box>
      </Section>
      <Section id="principles" title={t('public.about.principles.title')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {PRINCIPLES.map(([key, icon]) => (
            <FeatureCard key={key} icon={icon} title={t(`public.about.principle.${key}.title`)}>
              {t(`public.about.principle.${key}.body`)}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="talk" title={t('public.about.contact.title')}>
        <Text color="fg.muted" mb="4">
          {t('public.about.contact.body')}
        </Text>
        <Button asChild colorPalette="teal">
          <RouterLink to={PUBLIC_PATHS.contact}>{t('public.cta.contact')}</RouterLink>
        </Button>
      </Section>
    </PublicPage>
  );
}
