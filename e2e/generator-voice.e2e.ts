import { expect, test } from '@playwright/test';

// Headless Chromium has no speech service, so the page gets a stand-in for the Web Speech API's
// recognition object: the app drives it exactly as it drives the browser's (start, stop, results,
// errors), and the test plays the recogniser's side.

interface FakeRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  calls: string[];
  onresult: ((event: { resultIndex: number; results: unknown }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
}

declare global {
  interface Window {
    recognitions: FakeRecognition[];
    hear(transcripts: [string, boolean][]): void;
    fail(error: string): void;
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.recognitions = [];
    class Recognition {
      lang = '';
      continuous = false;
      interimResults = false;
      calls: string[] = [];
      onresult: FakeRecognition['onresult'] = null;
      onerror: FakeRecognition['onerror'] = null;
      onend: (() => void) | null = null;
      constructor() {
        window.recognitions.push(this);
      }
      start() {
        this.calls.push('start');
      }
      stop() {
        this.calls.push('stop');
        setTimeout(() => this.onend?.());
      }
      abort() {
        this.calls.push('abort');
        setTimeout(() => this.onend?.());
      }
    }
    // Chromium has both names (its own recogniser needs Google's speech service).
    Object.assign(window, { SpeechRecognition: Recognition, webkitSpeechRecognition: Recognition });
    const current = () => window.recognitions[window.recognitions.length - 1];
    // Every result so far, as the browser reports them: final ones and the interim tail.
    window.hear = (transcripts) => {
      const results = Object.assign(
        transcripts.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal })),
        { length: transcripts.length },
      );
      current().onresult?.({ resultIndex: 0, results });
    };
    window.fail = (error) => current().onerror?.({ error });
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByText('Dream. Design. Deploy.')).toBeVisible();
});

test('voice input dictates into the prompt after what was typed, with interim results, until stopped', async ({ page }) => {
  const prompt = page.getByTestId('prompt-input');
  const voice = page.getByTestId('voice-button');
  await prompt.fill('A landing page for');
  await expect(voice).toHaveAccessibleName('Voice input');
  await voice.click();
  await expect(voice).toHaveAttribute('aria-pressed', 'true');
  await expect(voice).toHaveAccessibleName('Stop listening');
  const started = await page.evaluate(() => {
    const r = window.recognitions[0];
    return { lang: r.lang, continuous: r.continuous, interimResults: r.interimResults, calls: r.calls };
  });
  expect(started).toEqual({ lang: 'en-US', continuous: true, interimResults: true, calls: ['start'] });

  await page.evaluate(() => window.hear([['a bake', false]]));
  await expect(prompt).toHaveValue('A landing page for a bake');
  await page.evaluate(() => window.hear([['a bakery', true]]));
  await expect(prompt).toHaveValue('A landing page for a bakery');
  await page.evaluate(() =>
    window.hear([
      ['a bakery', true],
      [' in Lisbon', false],
    ]),
  );
  await expect(prompt).toHaveValue('A landing page for a bakery in Lisbon');

  // Silence is not an error worth telling; a broken connection is.
  await page.evaluate(() => window.fail('no-speech'));
  await expect(page.getByText(/Voice recognition error/)).toHaveCount(0);
  await page.evaluate(() => window.fail('network'));
  await expect(page.getByText('Voice recognition error: network')).toBeVisible();

  await voice.click();
  await expect(voice).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => window.recognitions[0].calls)).toEqual(['start', 'stop']);
  await expect(prompt).toHaveValue('A landing page for a bakery in Lisbon');
});
