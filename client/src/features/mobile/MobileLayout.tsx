import { Box, Flex, Heading, Icon, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuBoxes } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { FeatureMessagesProvider } from '../../i18n/featureIntl';
import { mobileMessages, useMobileText } from './messages';
import { MOBILE_PATHS } from './paths';

/** Phone-first frame: at most 480 px wide, brand + language on top. */
function MobileChrome({ children, back }: { children: ReactNode; back?: string }) {
  const t = useT();
  const m = useMobileText();
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box maxW="480px" mx="auto" minH="100dvh" bg="bg" display="flex" flexDirection="column" boxShadow={{ sm: 'sm' }}>
        <Flex as="header" px="4" py="3" align="center" gap="2" borderBottomWidth="1px">
          {back ? (
            <IconButton asChild variant="ghost" size="sm" aria-label={m('mobile.back')}>
              <RouterLink to={back}>
                <LuArrowLeft />
              </RouterLink>
            </IconButton>
          ) : null}
          <Link asChild fontWeight="bold" color="teal.700" flex="1" minW="0" _hover={{ textDecoration: 'none' }}>
            <RouterLink to={MOBILE_PATHS.landing} aria-label={m('mobile.nav.home')}>
              <Icon boxSize="5" flexShrink={0}>
                <LuBoxes />
              </Icon>
              <Text as="span" truncate>
                {t('app.name')}
              </Text>
            </RouterLink>
          </Link>
          <LanguageSwitch />
        </Flex>
        <Box as="main" flex="1" px="4" py="6">
          {children}
        </Box>
      </Box>
    </Box>
  );
}

export function MobileLayout({ children, back }: { children: ReactNode; back?: string }) {
  return (
    <FeatureMessagesProvider messages={mobileMessages}>
      <MobileChrome back={back}>{children}</MobileChrome>
    </FeatureMessagesProvider>
  );
}

/** Page title block of the mobile pages (the page's h1). */
export function MobileTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap="1" mb="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {subtitle ? (
        <Text color="fg.muted" textStyle="sm">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
