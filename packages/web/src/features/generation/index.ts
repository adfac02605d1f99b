export { AttachMenu } from './composer/attach-menu';
export { ImageModeToggle } from './composer/image-mode-toggle';
export { OptimizeButton } from './composer/optimize-button';
export { PromptInput } from './composer/prompt-input';
export { VoiceButton } from './composer/voice-button';
export { imageFileAtom, isImageModeAtom, promptAtom } from './generation-atoms';
export { ProgressBar } from './progress-bar';
export { isOpenPage, useGeneration } from './use-generation';
export type { GenerationApi } from './use-generation';
