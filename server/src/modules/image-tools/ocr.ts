// The text-recognition port of image translation (issue 24 item 2; DESIGN.md 'Outside systems are
// connectors'). No OCR engine is built in: unless one is installed on the platform
// (setTextRecognizer), textRecognizerOf answers null and image translation refuses with
// "Image translation failure: no text recognition (OCR) engine is configured" — it never invents text.
// A real engine (a Tesseract or PaddleOCR HTTP service, a cloud OCR API) implements TextRecognizer
// and is installed here by configuration (docs/decisions/issue-24-image-tools.md). The tests install a
// deterministic sandbox recognizer of their own, marked as such in the test file.
import type { Platform } from '../../platform/context';

/** A line of text found on a picture, with its box in pixels. */
export interface TextBlock {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TextRecognizer {
  /** The engine's name ('sandbox' for the tests' stand-in). */
  readonly engine: string;
  /** The text lines of a picture (png, jpg or webp bytes); `lang`: the expected language or 'auto'. */
  recognize(image: Buffer, lang: string): Promise<TextBlock[]>;
}

const installed = new WeakMap<object, TextRecognizer | null>();

/** The platform's OCR engine, or null when none is configured. */
export function textRecognizerOf(platform: Platform): TextRecognizer | null {
  return installed.get(platform) ?? null;
}

/** Installs (or removes, with null) the platform's OCR engine. */
export function setTextRecognizer(platform: Platform, recognizer: TextRecognizer | null): void {
  installed.set(platform, recognizer);
}
