import { Box, Card, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { TitleBlock } from '../../ui/TitleBlock';

/** Centered card with the product name and the language switch, shared by the auth pages. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const t = useT();
  return (
    <Flex minH="100vh" direction="column" bg="bg.subtle">
      <Flex as="header" px="6" py="3" align="center" justify="space-between">
        <Text fontWeight="bold" color="teal.700">
          {t('app.name')}
        </Text>
        <LanguageSwitch />
      </Flex>
      <Flex flex="1" align="center" justify="center" px="4" pb="12">
        <Card.Root width="full" maxW="md" as="main">
          <Card.Header>
            <TitleBlock title={title} subtitle={subtitle} size="xl" gap="1.5" />
          </Card.Header>
          <Card.Body>
            <Box>{children}</Box>
          </Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}
