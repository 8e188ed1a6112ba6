import { Box, Card, Code, Heading, QrCode, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CheckList, NumberedSteps, Paragraphs, PublicPage, Section } from '../components';
import { usePublicText } from '../messages';
import { MOBILE_LANDING_PATH } from '../paths';

const STEPS = ['scan', 'signIn', 'homeScreen'] as const;

/** Absolute address of the mobile landing page on this server, in hash-route form. */
export function mobileAddress(): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${MOBILE_LANDING_PATH}`;
}

/** /erpApp: the mobile layout and how to open it on a phone. */
export function ErpAppPage() {
  const t = usePublicText();
  const address = mobileAddress();
  return (
    <PublicPage title={t('public.app.title')} lead={t('public.app.lead')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8" alignItems="start">
        <Box gridColumn={{ md: 'span 2' }}>
          <Section id="how" title={t('public.app.how.title')}>
            <NumberedSteps
              steps={STEPS.map((key) => ({
                key,
                title: t(`public.app.step.${key}.title`),
                body: t(`public.app.step.${key}.body`),
              }))}
            />
          </Section>
        </Box>
        <Card.Root as="aside" variant="outline" aria-labelledby="app-qr-title">
          <Card.Body alignItems="center" gap="3" textAlign="center">
            <Heading as="h2" size="md" id="app-qr-title">
              {t('public.app.qr.title')}
            </Heading>
            <QrCode.Root value={address} size="xl" role="img" aria-label={t('public.app.qr.label')}>
              <QrCode.Frame>
                <QrCode.Pattern />
              </QrCode.Frame>
            </QrCode.Root>
            <Stack gap="1" width="full">
              <Text textStyle="xs" color="fg.muted">
                {t('public.app.qr.address')}
              </Text>
              <Code textStyle="xs" wordBreak="break-all" whiteSpace="normal">
                {address}
              </Code>
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Section id="can" title={t('public.app.can.title')}>
        <CheckList text={t('public.app.can.items')} />
      </Section>
      <Section id="desktop" title={t('public.app.desktop.title')}>
        <Box maxW="3xl" color="fg.muted">
          <Paragraphs text={t('public.app.desktop.body')} />
        </Box>
      </Section>
    </PublicPage>
  );
}
