export { GeneratorPage } from './generator-page';
