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

  // The built-in model's notes (in the instruction's language) are the message; the text around them is the UI's.
  it.each([
    ['en', 'The built-in model did not understand "qwerty", so it left that out.', /^Nothing was changed, and no credit was used\. The built-in model did not understand "qwerty", so it left that out\. Try rephrasing .*API key or run a local Ollama\.$/],
    ['zh', '内置模型没有理解“让它跳舞”，所以没有执行这一部分。', /^没有做任何修改，也没有扣除积分。内置模型没有理解“让它跳舞”，所以没有执行这一部分。 可以换个说法再试；想用真正的 AI 模型，请配置 API 密钥或本地 Ollama。$/],
    ['hi', 'बिल्ट-इन मॉडल “इसे नाचने दो” नहीं समझ पाया, इसलिए उसे छोड़ दिया।', /^कुछ भी नहीं बदला गया, और कोई क्रेडिट नहीं लगा। बिल्ट-इन मॉडल “इसे नाचने दो” नहीं समझ पाया, इसलिए उसे छोड़ दिया। अपना अनुरोध दूसरे शब्दों में .*API कुंजी जोड़ें या लोकल Ollama चलाएँ।$/],
  ])('in %s, an edit nothing was applied of says nothing changed, nothing was charged, and how to get it done', async (lng, notes, text) => {
    await i18n.changeLanguage(lng);
    const error = errorFromEvent({ code: 'edit_not_applied', message: notes });
    expect(error).toMatchObject({ code: 'edit_not_applied' });
    expect(error.message).toMatch(text);
  });
});
