import { Box, Button, Container, Flex, HStack, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { LuMenu, LuX } from 'react-icons/lu';
import { NavLink, Link as RouterLink } from 'react-router';
import { isSignedIn } from '../../api/session';
import { useT } from '../../i18n';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { BrandLink } from '../../ui/Brand';
import { FeatureMessagesProvider } from '../../i18n/featureIntl';
import { publicMessages, usePublicText, type PublicMessageId } from './messages';
import { APP_HOME_PATH, LOGIN_PATH, PUBLIC_PATHS, REGISTER_PATH } from './paths';

interface NavItem {
  to: string;
  label: PublicMessageId;
  /** Only in the collapsed menu and the footer (keeps the wide header on one line). */
  menuOnly?: boolean;
}

const MAIN_NAV: NavItem[] = [
  { to: PUBLIC_PATHS.features, label: 'public.nav.features' },
  { to: PUBLIC_PATHS.amazon, label: 'public.nav.amazon' },
  { to: PUBLIC_PATHS.multi, label: 'public.nav.multi' },
  { to: PUBLIC_PATHS.rates, label: 'public.nav.rates' },
  { to: PUBLIC_PATHS.app, label: 'public.nav.app' },
  { to: PUBLIC_PATHS.help, label: 'public.nav.help' },
  { to: PUBLIC_PATHS.about, label: 'public.nav.about', menuOnly: true },
  { to: PUBLIC_PATHS.contact, label: 'public.nav.contact' },
];

const FOOTER: { title: PublicMessageId; items: NavItem[] }[] = [
  {
    title: 'public.footer.product',
    items: [
      { to: PUBLIC_PATHS.features, label: 'public.nav.features' },
      { to: PUBLIC_PATHS.amazon, label: 'public.nav.amazon' },
      { to: PUBLIC_PATHS.multi, label: 'public.nav.multi' },
      { to: PUBLIC_PATHS.rates, label: 'public.nav.rates' },
      { to: PUBLIC_PATHS.app, label: 'public.nav.app' },
    ],
  },
  {
    title: 'public.footer.company',
    items: [
      { to: PUBLIC_PATHS.about, label: 'public.nav.about' },
      { to: PUBLIC_PATHS.contact, label: 'public.nav.contact' },
      { to: PUBLIC_PATHS.help, label: 'public.nav.help' },
    ],
  },
  {
    title: 'public.footer.legal',
    items: [
      { to: PUBLIC_PATHS.terms, label: 'public.nav.terms' },
      { to: PUBLIC_PATHS.privacy, label: 'public.nav.privacy' },
      { to: PUBLIC_PATHS.agreement, label: 'public.nav.agreement' },
    ],
  },
];

function NavItems({ direction }: { direction: 'row' | 'column' }) {
  const t = usePublicText();
  return (
    <Flex as="ul" listStyleType="none" ps="0" m="0" direction={direction} gap={direction === 'row' ? '1' : '0'}>
      {MAIN_NAV.filter((item) => direction === 'column' || !item.menuOnly).map((item) => (
        <Box as="li" key={item.to}>
          <Link
            asChild
            display="block"
            px={direction === 'row' ? '2.5' : '3'}
            py="2"
            borderRadius="md"
            textStyle="sm"
            fontWeight="medium"
            color="fg.muted"
            whiteSpace="nowrap"
            _hover={{ color: 'teal.700', bg: 'teal.50', textDecoration: 'none' }}
            css={{ '&[aria-current=page]': { color: 'teal.700', bg: 'teal.50' } }}
          >
            <NavLink to={item.to}>{t(item.label)}</NavLink>
          </Link>
        </Box>
      ))}
    </Flex>
  );
}

function AccountButtons({ stretch = false }: { stretch?: boolean }) {
  const t = usePublicText();
  if (isSignedIn()) {
    return (
      <Button asChild size="sm" colorPalette="teal" flex={stretch ? '1' : undefined}>
        <RouterLink to={APP_HOME_PATH}>{t('public.cta.enter')}</RouterLink>
      </Button>
    );
  }
  return (
    <>
      <Button asChild size="sm" variant="ghost" colorPalette="teal" flex={stretch ? '1' : undefined}>
        <RouterLink to={LOGIN_PATH}>{t('public.cta.signIn')}</RouterLink>
      </Button>
      <Button asChild size="sm" colorPalette="teal" flex={stretch ? '1' : undefined}>
        <RouterLink to={REGISTER_PATH}>{t('public.cta.register')}</RouterLink>
      </Button>
    </>
  );
}

function Brand() {
  return <BrandLink to={PUBLIC_PATHS.home} iconSize="6" flexShrink={{ base: 1, xl: 0 }} />;
}

function Header() {
  const t = usePublicText();
  const [open, setOpen] = useState(false);
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h="14" align="center" gap="3">
          <Brand />
          <Box as="nav" aria-label={t('public.nav.label')} hideBelow="xl" flex="1" display="flex" justifyContent="center">
            <NavItems direction="row" />
          </Box>
          <Box flex="1" hideFrom="xl" />
          <HStack gap="2" hideBelow="md" flexShrink={0}>
            <LanguageSwitch />
            <AccountButtons />
          </HStack>
          <IconButton
            hideFrom="xl"
            variant="ghost"
            size="sm"
            aria-label={t(open ? 'public.nav.closeMenu' : 'public.nav.openMenu')}
            aria-expanded={open}
            aria-controls="public-mobile-nav"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <LuX /> : <LuMenu />}
          </IconButton>
        </Flex>
      </Container>
      {open ? (
        <Box id="public-mobile-nav" hideFrom="xl" borderTopWidth="1px" bg="bg" px="4" py="3">
          <Stack gap="3">
            <Box as="nav" aria-label={t('public.nav.label')}>
              <NavItems direction="column" />
            </Box>
            <Stack gap="3" hideFrom="md" borderTopWidth="1px" pt="3">
              <LanguageSwitch />
              <HStack gap="2">
                <AccountButtons stretch />
              </HStack>
            </Stack>
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}

function Footer() {
  const t = usePublicText();
  const appT = useT();
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="bold" color="white">
              {appT('app.name')}
            </Text>
            <Text textStyle="sm">{t('public.brand.tagline')}</Text>
            <Text textStyle="sm">{t('public.footer.languages')}</Text>
          </Stack>
          {FOOTER.map((group) => (
            <Box as="nav" key={group.title} aria-label={t(group.title)}>
              <Text fontWeight="semibold" color="white" mb="2">
                {t(group.title)}
              </Text>
              <Stack as="ul" listStyleType="none" ps="0" gap="1">
                {group.items.map((item) => (
                  <Box as="li" key={item.to}>
                    <Link asChild textStyle="sm" color="gray.300" _hover={{ color: 'white' }}>
                      <RouterLink to={item.to}>{t(item.label)}</RouterLink>
                    </Link>
                  </Box>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Text textStyle="xs" mt="8" color="gray.400">
          {t('public.footer.copyright', { year: new Date().getFullYear(), name: appT('app.name') })}
        </Text>
      </Container>
    </Box>
  );
}

/** Header (brand, navigation, language, sign in / register), page, footer. */
function PublicChrome({ children }: { children: ReactNode }) {
  const t = usePublicText();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <Flex direction="column" minH="100vh" bg="bg">
      <Link
        href="#public-main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('public-main')?.focus();
        }}
        position="absolute"
        left="-9999px"
        _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'bg', px: '3', py: '2' }}
      >
        {t('public.skip')}
      </Link>
      <Header />
      <Box as="main" id="public-main" tabIndex={-1} flex="1" outline="none">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}

/** The shared frame of every public page; also provides the `public.*` texts. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <FeatureMessagesProvider messages={publicMessages}>
      <PublicChrome>{children}</PublicChrome>
    </FeatureMessagesProvider>
  );
}
