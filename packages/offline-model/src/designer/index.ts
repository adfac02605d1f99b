/**
 * The offline screen designer: plans a consistent set of app screens from a prompt, renders each
 * one as a self-contained document and routes follow-up messages to the screens they concern.
 */
export { planDesign } from './plan';
export { renderScreen } from './render';
export { screenVariantOf, type ScreenVariantSpec } from './variant';
export { routeFollowUp } from './follow-up';
export { buildDesignTheme, retheme } from './theme';
export * from './types';
export { pageLanguage } from '../prompt-brief';
export { REPLY_WORDS, SCREEN_WORDS, type ReplyWords, type ScreenWords } from './words';
