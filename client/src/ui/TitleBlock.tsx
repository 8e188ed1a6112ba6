/** A page's title (its h1) with an optional muted line under it: the sign-in card, the phone pages. */
import { Heading, Stack, Text, type StackProps } from '@chakra-ui/react';

export interface TitleBlockProps extends StackProps {
  title: string;
  subtitle?: string;
  /** The heading's size. */
  size: 'xl' | '2xl';
}

export function TitleBlock({ title, subtitle, size, ...stack }: TitleBlockProps) {
  return (
    <Stack gap="1" {...stack}>
      <Heading as="h1" size={size}>
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
