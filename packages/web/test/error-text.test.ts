import { ERROR_CODES } from '@cui/shared';
import { parseApiError } from '../src/lib/api';
import { errorText, errorTextKey } from '../src/lib/error-text';
import i18n from '../src/lib/i18n';
import en from '../src/locales/en.json';
import hi from '../src/locales/hi.json';
import zh from '../src/locales/zh.json';
import { errorFromEvent } from '../src/lib/resumable-sse';

type Tree = { [key: string]: string | Tree };
const textAt = (tree: Tree, path: string) => path.split('.').reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);

describe('error texts', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['en', en],
    ['zh', zh],
    ['hi', hi],
  ])('%s has a text for every code of the shared list', (_lng, file) => {
    const missing = ERROR_CODES.filter((code) => typeof textAt(file as Tree, errorTextKey(code)) !== 'string');
    expect(missing).toEqual([]);
  });

  it("picks the text by code in the UI's language, with the API's words where the text names them", async () => {
    await i18n.changeLanguage('zh');
    expect(errorText('insufficient_credits', 'Insufficient credits')).toBe('您的积分不足。');
    expect(errorText('invalid_body', 'The prompt must be at most 10000 characters.')).toBe('请求无效：The prompt must be at most 10000 characters.');
    await i18n.changeLanguage('hi');
    expect(parseApiError(401, 'Unauthorized', '{"code":"session_expired","message":"Your session has expired. Please sign in again."}')).toMatchObject({
      status: 401,
      code: 'session_expired',
      message: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
    });
  });

  it('falls back to the message without a known code', () => {
    expect(errorText(undefined, 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorText('FST_ERR_CTP_BODY_TOO_LARGE', 'Request body is too large.')).toBe('Request body is too large.');
    expect(parseApiError(400, 'Bad Request', '{"message":"Write a prompt first."}')).toMatchObject({ code: null, message: 'Write a prompt first.' });
  });

  it("reads a stream's error event by its code", () => {
    expect(errorFromEvent({ code: 'generation_failed', message: 'The AI provider stopped answering.' })).toMatchObject({
      status: 500,
      code: 'generation_failed',
      message: 'The generation failed. The AI provider stopped answering.',
    });
    expect(errorFromEvent({ code: 'anonymous_limit', message: 'Sign in' })).toMatchObject({ status: 401, code: 'anonymous_limit' });
  });
});
