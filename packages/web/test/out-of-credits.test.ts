import { outOfCreditsFrom } from '../src/features/credits';
import { errorFromEvent } from '../src/lib/resumable-sse';
import { parseApiError } from '../src/lib/api';

describe('out-of-credits figures', () => {
  it('reads both figures of a 402 body', () => {
    const error = parseApiError(402, '', '{"code":"insufficient_credits","message":"Insufficient credits","required_credits":3,"current_balance":1}');
    expect(outOfCreditsFrom(error.data)).toEqual({ requiredCredits: 3, currentBalance: 1 });
  });

  it("reads a stream error event's figures, each missing one as null", () => {
    expect(outOfCreditsFrom(errorFromEvent({ code: 'insufficient_credits', message: 'x', required_credits: 2 }).data)).toEqual({ requiredCredits: 2, currentBalance: null });
    expect(outOfCreditsFrom(null)).toEqual({ requiredCredits: null, currentBalance: null });
  });

  it('keeps a good figure when the other is malformed', () => {
    expect(outOfCreditsFrom({ required_credits: '3', current_balance: 5 })).toEqual({ requiredCredits: null, currentBalance: 5 });
    expect(outOfCreditsFrom({ required_credits: 1.5, current_balance: null })).toEqual({ requiredCredits: null, currentBalance: null });
  });
});
