/**
 * Infringing words highlighted (issue 24 item 3: "checked on every listing and product save with
 * the offending words highlighted"). `HighlightedText` marks given words in a text (tortiousSegments
 * of @erp/schema); `TortiousErrorText` marks the “quoted” words of the server's refusal
 * ("Contains infringing words: “Nike”, “Disney”"), for a listing or product editor's error line.
 */
import { Box } from '@chakra-ui/react';
import { tortiousSegments } from '@erp/schema';

export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {tortiousSegments(text, words).map((s, i) =>
        s.hit ? (
          <Box as="mark" key={i} bg="red.100" color="red.700" px="0.5" borderRadius="sm" fontWeight="semibold">
            {s.text}
          </Box>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}

/** The words a refusal quotes (“…” or 「…」). */
export const quotedWords = (message: string) => [...message.matchAll(/[“「]([^”」]+)[”」]/g)].map((m) => m[1]!);

export function TortiousErrorText({ message }: { message: string }) {
  return <HighlightedText text={message} words={quotedWords(message)} />;
}
