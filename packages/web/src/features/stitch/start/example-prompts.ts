/** The example prompts of the start view; their titles and texts live in the locale files. */
export const EXAMPLE_PROMPTS = ['chocolate', 'pixelArt', 'saas', 'petAdoption', 'retroMusic', 'diary'] as const;
export type ExamplePrompt = (typeof EXAMPLE_PROMPTS)[number];
