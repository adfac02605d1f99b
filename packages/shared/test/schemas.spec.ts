import {
  isImageDataUrl,
  feedbackRequestSchema,
  FRAMEWORKS,
  FRAMEWORK_RUNTIMES,
  loginRequestSchema,
  modelIdSchema,
} from '../src';

describe('shared schemas', () => {
  it('accepts base64 image data URLs of the four types, checked in linear time however long', () => {
    expect(isImageDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isImageDataUrl('data:image/webp;base64,AAAA==')).toBe(true);
    expect(isImageDataUrl('data:image/png;base64,AA=A')).toBe(false);
    expect(isImageDataUrl('data:image/png;base64,AAA===')).toBe(false);
    expect(isImageDataUrl('data:image/png;base64,')).toBe(false);
    expect(isImageDataUrl('data:image/svg+xml;base64,AAAA')).toBe(false);
    expect(isImageDataUrl('data:text/plain;base64,aGVsbG8=')).toBe(false);
    expect(isImageDataUrl(`data:image/png;base64,${'A'.repeat(20_000_000)}`)).toBe(true);
    expect(isImageDataUrl(`data:image/png;base64,${'A'.repeat(20_000_000)}!`)).toBe(false);
  });

  it('normalises the login e-mail and accepts only 6-digit codes', () => {
    expect(loginRequestSchema.parse({ email: '  Ada@Example.COM ', name: 'ada' })).toEqual({ email: 'ada@example.com', name: 'ada' });
    expect(loginRequestSchema.safeParse({ email: 'ada@example.com', code: '12345' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'ada@example.com', code: '123456' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });

  it('trims feedback and bounds it to 2200 characters', () => {
    expect(feedbackRequestSchema.parse({ feedback: '  hi ' })).toEqual({ feedback: 'hi' });
    const empty = feedbackRequestSchema.safeParse({ feedback: '   ' });
    expect(empty.success || empty.error.issues[0].message).toBe('Feedback cannot be empty.');
    expect(feedbackRequestSchema.safeParse({ feedback: 'x'.repeat(2200) }).success).toBe(true);
    expect(feedbackRequestSchema.safeParse({ feedback: 'x'.repeat(2201) }).success).toBe(false);
  });

  it('lists the spec’s 9 frameworks', () => {
    expect(FRAMEWORKS).toHaveLength(9);
    expect(Object.keys(FRAMEWORK_RUNTIMES).sort()).toEqual([...FRAMEWORKS].sort());
  });

  it('takes any model id of the catalogue’s form, and refuses others as unknown', () => {
    for (const id of ['cui-core', 'gpt-5-5', 'ollama/llama3.2:3b', 'lab/qwen3-coder@fp8', 'gpt-4-1']) expect(modelIdSchema.parse(id)).toBe(id);
    for (const id of ['', ' gpt', '-x', 'a b', 'x'.repeat(101), 'é']) expect(modelIdSchema.safeParse(id).error?.issues[0].message).toBe('Unknown model.');
  });
});
