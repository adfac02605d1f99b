export { outOfCreditsAtom } from './credits-atoms';
export { OutOfCreditsModal } from './out-of-credits-modal';
