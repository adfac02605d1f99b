import { lazy } from 'react';
export { AttachMenu } from './composer/attach-menu';
export { ImageModeToggle } from './composer/image-mode-toggle';
export { OptimizeButton } from './composer/optimize-button';
export { PromptInput } from './composer/prompt-input';
export { VoiceButton } from './composer/voice-button';
export { imageFileAtom, isImageModeAtom, promptAtom } from './generation-atoms';
export { clearGeneration } from './generation-runner';
export { ProgressBar } from './progress-bar';
export { isOpenPage, useGeneration } from './use-generation';
export { variantSetAtom } from './variants/variants-atoms';
export { VariantsPicker } from './variants/variants-picker';
/** The designs of one prompt side by side, fetched when a set is first shown. */
export const VariantsGrid = lazy(() => import('./variants/variants-grid').then((m) => ({ default: m.VariantsGrid })));
export type { GenerationApi } from './use-generation';
