export { StitchPage } from './stitch-page';
