export { SectionPopup } from './section-popup';
export { getElementHtml, replaceElementById } from './sections';
