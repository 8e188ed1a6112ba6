import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { findRoute } from '../../app/routeCatalog';
import { routeDescription } from '../../app/routeDescriptions';
import { useLang, useT } from '../../i18n';

/**
 * Stand-in for a screen that is not built yet: the route's title and what it will do.
 * The route itself is no business of the seller's and is not shown (issue 16).
 * The root carries `data-placeholder` so tests (and the e2e crawl) can tell it apart from a real
 * screen; each screen replaces it by registering itself in app/screens.tsx.
 */
export function PlaceholderPage({ path, title }: { path: string; title?: string }) {
  const t = useT();
  const [lang] = useLang();
  const titleId = useId();
  const route = findRoute(path);
  const heading = title ?? (route ? (lang === 'en' ? route.en : route.zh) : path);
  const does = routeDescription(path, lang === 'en' ? 'en' : 'zh') ?? '';
  return (
    // Chakra styles [data-placeholder] like an input placeholder (muted): keep the normal text colour
    <Box data-placeholder={path} as="section" aria-labelledby={titleId} p="6" color="fg">
      <Stack gap="4" maxW="3xl">
        <HStack gap="3">
          <Heading as="h1" size="xl" id={titleId}>
            {heading}
          </Heading>
          <Badge colorPalette="orange" variant="subtle">
            {t('placeholder.notice')}
          </Badge>
        </HStack>
        {does ? (
          <Stack gap="1">
            <Text fontWeight="medium" color="fg.muted" textStyle="sm">
              {t('placeholder.whatItDoes')}
            </Text>
            <Text>{does}</Text>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
