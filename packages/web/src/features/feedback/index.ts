export { feedbackOpenAtom } from './atoms';
export { FeedbackDialog } from './feedback-dialog';
