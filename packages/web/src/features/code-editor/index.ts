export { CodePane } from './code-pane';
