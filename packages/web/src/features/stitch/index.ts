export { StitchPage } from './stitch-page';
export { clearDesigner } from './state/clear-designer';
