import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { LISTING_MARKETPLACES } from '@erp/schema';
import { LuCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { isSignedIn } from '../../api/session';
import { useDocumentTitle } from '../public/components';
import { useMobileText } from './messages';
import { MobileLayout } from './MobileLayout';
import { MOBILE_PATHS } from './paths';

function Landing() {
  const m = useMobileText();
  const signedIn = isSignedIn();
  useDocumentTitle(m('mobile.landing.title'));
  return (
    <Stack gap="6">
      <Stack gap="3" pt="4">
        <Heading as="h1" size="2xl" lineHeight="shorter">
          {m('mobile.landing.title')}
        </Heading>
        <Text color="fg.muted">{m('mobile.landing.lead')}</Text>
      </Stack>
      <List.Root gap="3" variant="plain">
        {[
          m('mobile.landing.point.marketplaces', { count: LISTING_MARKETPLACES.length }),
          m('mobile.landing.point.roles'),
          m('mobile.landing.point.languages'),
        ].map((point) => (
          <List.Item key={point} alignItems="center">
            <List.Indicator asChild color="teal.600">
              <LuCheck />
            </List.Indicator>
            {point}
          </List.Item>
        ))}
      </List.Root>
      <Stack gap="3">
        {signedIn ? (
          <Button asChild colorPalette="teal" size="lg">
            <RouterLink to={MOBILE_PATHS.home}>{m('mobile.landing.enter')}</RouterLink>
          </Button>
        ) : (
          <>
            <Button asChild colorPalette="teal" size="lg">
              <RouterLink to={MOBILE_PATHS.login}>{m('mobile.landing.signIn')}</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="teal" size="lg">
              <RouterLink to={MOBILE_PATHS.register}>{m('mobile.landing.register')}</RouterLink>
            </Button>
          </>
        )}
      </Stack>
      <Text textStyle="sm" color="fg.muted">
        {m('mobile.landing.desktopHint')}
      </Text>
    </Stack>
  );
}

/** /homeIndexWap: mobile landing with sign in / register. */
export function MobileLandingPage() {
  return (
    <MobileLayout>
      <Landing />
    </MobileLayout>
  );
}
