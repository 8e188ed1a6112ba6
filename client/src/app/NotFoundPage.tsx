import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n';
import { LanguageSwitch } from '../ui/LanguageSwitch';

export function NotFoundPage() {
  const t = useT();
  return (
    <Stack minH="100vh" align="center" justify="center" gap="4" as="main">
      <Heading size="4xl" as="h1">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted">{t('notFound.text')}</Text>
      <Button asChild colorPalette="teal">
        <RouterLink to="/">{t('notFound.home')}</RouterLink>
      </Button>
      <LanguageSwitch />
    </Stack>
  );
}
