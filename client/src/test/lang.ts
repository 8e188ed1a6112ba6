/** Runs a test's steps with the app in English, then back in Chinese (the tests' language) even when a step fails. */
import { act } from '@testing-library/react';
import { setLang } from '../i18n/lang';

export async function inEnglish(steps: () => Promise<void>) {
  act(() => setLang('en'));
  try {
    await steps();
  } finally {
    act(() => setLang('zh'));
  }
}
