import { Badge, Box, Button, Card, Circle, Container, Flex, Heading, HStack, Icon, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LISTING_MARKETPLACES, MARKETPLACE_LABELS } from '@erp/schema';
import { useEffect, type ReactNode } from 'react';
import { LuCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n';
import { usePublicText } from './messages';
import { REGISTER_PATH, LOGIN_PATH } from './paths';

/** Sets `document.title` to "<title> · <product>" while the page is shown. */
export function useDocumentTitle(title: string): void {
  const t = useT();
  const product = t('app.name');
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${product}`;
    return () => {
      document.title = previous;
    };
  }, [title, product]);
}

/** Text with one paragraph per line. */
export function Paragraphs({ text, color }: { text: string; color?: string }) {
  return (
    <Stack gap="3">
      {text.split('\n').map((line, i) => (
        <Text key={i} color={color} lineHeight="tall">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Text with one bullet per line, each with a check mark. */
export function CheckList({ text }: { text: string }) {
  return (
    <List.Root gap="2" variant="plain">
      {text.split('\n').map((line, i) => (
        <List.Item key={i} alignItems="flex-start">
          <List.Indicator asChild color="teal.600" mt="1">
            <LuCheck />
          </List.Indicator>
          {line}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Page hero with the page's only h1, then the page body. */
export function PublicPage({ title, lead, actions, children }: { title: string; lead?: string; actions?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <Box as="section" bgGradient="to-br" gradientFrom="teal.50" gradientTo="blue.50" borderBottomWidth="1px">
        <Container maxW="6xl" py={{ base: '10', md: '16' }} px={{ base: '4', md: '6' }}>
          <Stack gap="4" maxW="3xl">
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
              {title}
            </Heading>
            {lead ? (
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" lineHeight="tall">
                {lead}
              </Text>
            ) : null}
            {actions ? (
              <Flex gap="3" wrap="wrap" pt="2">
                {actions}
              </Flex>
            ) : null}
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '10', md: '14' }}>{children}</Stack>
      </Container>
    </>
  );
}

/** A titled block of a page (h2). */
export function Section({ id, title, lead, children }: { id?: string; title: string; lead?: string; children?: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box as="section" id={id} aria-labelledby={headingId}>
      <Stack gap="2" mb="5">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} id={headingId}>
          {title}
        </Heading>
        {lead ? (
          <Text color="fg.muted" maxW="3xl">
            {lead}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}

/** A card with an icon, an h3 title and a short text. */
export function FeatureCard({ icon, title, children }: { icon?: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card.Root as="article" size="sm" variant="outline" height="full">
      <Card.Body gap="3">
        <HStack gap="3">
          {icon ? (
            <Circle size="9" bg="teal.100" color="teal.700" flexShrink={0}>
              <Icon boxSize="5">{icon}</Icon>
            </Circle>
          ) : null}
          <Heading as="h3" size="md">
            {title}
          </Heading>
        </HStack>
        <Box color="fg.muted" textStyle="sm">
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** Numbered steps (an ordered list of h3 + text). */
export function NumberedSteps({ steps }: { steps: { key: string; title: string; body: string }[] }) {
  return (
    <Stack as="ol" gap="5" listStyleType="none" ps="0">
      {steps.map((step, i) => (
        <HStack as="li" key={step.key} align="flex-start" gap="4">
          <Circle size="8" bg="teal.600" color="white" fontWeight="bold" flexShrink={0} aria-hidden="true">
            {i + 1}
          </Circle>
          <Stack gap="1" flex="1" minW="0">
            <Heading as="h3" size="md">
              {step.title}
            </Heading>
            <Box color="fg.muted">
              <Paragraphs text={step.body} />
            </Box>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/** Every marketplace the product lists to (LISTING_MARKETPLACES), as a grid. */
export function MarketplaceGrid() {
  const t = usePublicText();
  return (
    <SimpleGrid as="ul" listStyleType="none" ps="0" columns={{ base: 2, sm: 3, md: 5, lg: 7 }} gap="3" aria-label={t('public.home.marketplaces.label')}>
      {LISTING_MARKETPLACES.map((m) => (
        <HStack as="li" key={m} gap="2" borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg" minW="0">
          <Circle size="7" bg="blue.50" color="blue.700" fontWeight="bold" textStyle="xs" flexShrink={0} aria-hidden="true">
            {MARKETPLACE_LABELS[m]
              .replace(/[^A-Za-z]/g, '')
              .slice(0, 2)
              .toUpperCase()}
          </Circle>
          <Text textStyle="sm" truncate title={MARKETPLACE_LABELS[m]}>
            {MARKETPLACE_LABELS[m]}
          </Text>
        </HStack>
      ))}
    </SimpleGrid>
  );
}

/** Closing call to action: register free / sign in. */
export function CtaBand({ title, body }: { title: string; body: string }) {
  const t = usePublicText();
  return (
    <Box as="section" bg="teal.700" color="white" borderRadius="xl" px={{ base: '5', md: '10' }} py={{ base: '8', md: '10' }}>
      <Stack gap="4" align={{ base: 'stretch', md: 'flex-start' }}>
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text opacity={0.9}>{body}</Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild colorPalette="orange" size="lg">
            <RouterLink to={REGISTER_PATH}>{t('public.cta.register')}</RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to={LOGIN_PATH}>{t('public.cta.signIn')}</RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}

/** A small label, e.g. "Default for new companies". */
export function Tag({ children }: { children: ReactNode }) {
  return (
    <Badge colorPalette="teal" variant="subtle">
      {children}
    </Badge>
  );
}
