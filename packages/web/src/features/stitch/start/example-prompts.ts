/** The example prompts of the start view; their titles and texts live in the locale files. */
export const EXAMPLE_PROMPTS = ['chocolate', 'pixelArt', 'saas', 'petAdoption', 'retroMusic', 'diary'] as const;
export type ExamplePrompt = (typeof EXAMPLE_PROMPTS)[number];

/**
 * An example to start from, at random, never the one already in the prompt (so each press of
 * "Surprise me" changes it). `textOf` gives an example's prompt in the UI's language.
 */
export function pickExample(current: string, textOf: (key: ExamplePrompt) => string, random: () => number = Math.random): ExamplePrompt {
  const others = EXAMPLE_PROMPTS.filter((key) => textOf(key) !== current.trim());
  return others[Math.min(others.length - 1, Math.floor(random() * others.length))];
}
