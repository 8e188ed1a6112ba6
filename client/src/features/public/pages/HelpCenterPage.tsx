import { Accordion, Box, Button, Span, Text } from '@chakra-ui/react';
import { LISTING_MARKETPLACES, PASSWORD_MIN_LENGTH, TOKEN_COOKIE_DAYS, VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_SECONDS } from '@erp/schema';
import { Link as RouterLink } from 'react-router';
import { NumberedSteps, PublicPage, Section } from '../components';
import { usePublicText } from '../messages';
import { PUBLIC_PATHS } from '../paths';

const STEPS = ['register', 'shop', 'roles', 'accounts', 'warehouse', 'order'] as const;
const FAQ = ['marketplaces', 'shops', 'language', 'limit', 'password', 'mobile', 'session', 'revoke'] as const;

/** /helpCenter: getting started step by step, then the FAQ. */
export function HelpCenterPage() {
  const t = usePublicText();
  const values = {
    min: PASSWORD_MIN_LENGTH,
    count: LISTING_MARKETPLACES.length,
    length: VERIFICATION_CODE_LENGTH,
    minutes: Math.round(VERIFICATION_CODE_TTL_SECONDS / 60),
    days: TOKEN_COOKIE_DAYS,
  };
  return (
    <PublicPage title={t('public.help.title')} lead={t('public.help.lead')}>
      <Section id="getting-started" title={t('public.help.start.title')}>
        <NumberedSteps
          steps={STEPS.map((key) => ({
            key,
            title: t(`public.help.step.${key}.title`),
            body: t(`public.help.step.${key}.body`, values),
          }))}
        />
      </Section>

      <Section id="faq" title={t('public.help.faq.title')}>
        <Accordion.Root collapsible multiple variant="enclosed">
          {FAQ.map((key) => (
            <Accordion.Item key={key} value={key}>
              <Accordion.ItemTrigger>
                <Span flex="1" fontWeight="medium" textAlign="start">
                  {t(`public.help.faq.${key}.q`)}
                </Span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted">{t(`public.help.faq.${key}.a`, values)}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Section>

      <Section id="more" title={t('public.help.more.title')}>
        <Box>
          <Text color="fg.muted" mb="4">
            {t('public.help.more.body')}
          </Text>
          <Button asChild colorPalette="teal">
            <RouterLink to={PUBLIC_PATHS.contact}>{t('public.cta.contact')}</RouterLink>
          </Button>
        </Box>
      </Section>
    </PublicPage>
  );
}
