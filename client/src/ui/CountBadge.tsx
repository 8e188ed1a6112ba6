/** The red count over a header icon (the bell, the downloads): nothing while there is none. */
import { Badge, Float } from '@chakra-ui/react';

export function CountBadge({ text, testId }: { text: string | null | undefined; testId: string }) {
  return text ? (
    <Float placement="top-end" offset="1">
      <Badge size="xs" colorPalette="red" variant="solid" borderRadius="full" aria-label={text} data-testid={testId} pointerEvents="none">
        {text}
      </Badge>
    </Float>
  ) : null;
}
