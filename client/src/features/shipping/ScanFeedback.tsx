/** The big feedback line of the scan screens: green on success, red on a refusal, grey hints. */
import { Box, Text } from '@chakra-ui/react';

export type Feedback = { kind: 'success' | 'error' | 'info'; text: string };

const COLORS = {
  success: { bg: 'green.solid', fg: 'white' },
  error: { bg: 'red.solid', fg: 'white' },
  info: { bg: 'bg.muted', fg: 'fg' },
} as const;

export function ScanFeedback({ feedback }: { feedback: Feedback }) {
  const c = COLORS[feedback.kind];
  return (
    <Box
      role={feedback.kind === 'error' ? 'alert' : 'status'}
      aria-live={feedback.kind === 'error' ? 'assertive' : 'polite'}
      data-kind={feedback.kind}
      bg={c.bg}
      color={c.fg}
      borderRadius="md"
      px="5"
      py="4"
    >
      <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold">
        {feedback.text}
      </Text>
    </Box>
  );
}
