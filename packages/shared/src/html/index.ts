export { HtmlTagStream, scanTags, type HtmlAttribute, type HtmlToken, type ScanOptions } from './tokens';
export {
  VOID_ELEMENTS,
  escapeAttribute,
  findElement,
  findElementById,
  getElementHtml,
  replaceElementById,
  firstElement,
  getAttribute,
  parseElements,
  replaceRange,
  setAttribute,
  walkElements,
  type HtmlElement,
} from './elements';
export { cleanModelOutput, finalizeHtml, HtmlStreamFilter, stripThink, type OutputMode } from './model-output';
