import { Box, Flex, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { BrandLink } from '../../ui/Brand';
import { TitleBlock } from '../../ui/TitleBlock';
import { FeatureMessagesProvider } from '../../i18n/featureIntl';
import { mobileMessages, useMobileText } from './messages';
import { MOBILE_PATHS } from './paths';

/** Phone-first frame: at most 480 px wide, brand + language on top. */
function MobileChrome({ children, back }: { children: ReactNode; back?: string }) {
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
          <BrandLink to={MOBILE_PATHS.landing} iconSize="5" name={m('mobile.nav.home')} flex="1" />
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
  return <TitleBlock title={title} subtitle={subtitle} size="2xl" mb="6" />;
}
