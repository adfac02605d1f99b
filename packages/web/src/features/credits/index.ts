export { outOfCreditsAtom, outOfCreditsFrom, type OutOfCredits } from './credits-atoms';
export { OutOfCreditsModal } from './out-of-credits-modal';
