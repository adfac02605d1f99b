export { ShowcasePage, ShowcasePreview } from './showcase-view';
export { ShowcaseToggle } from './showcase-toggle';
