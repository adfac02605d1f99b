export { SectionPopup } from './section-popup';
