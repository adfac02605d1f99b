import { ERROR_CODES, errorCodeForStatus, isErrorCode } from '../src';

describe('error codes', () => {
  it('are listed once each, as snake_case words', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('give every status a listed code', () => {
    for (let status = 400; status < 600; status++) expect(isErrorCode(errorCodeForStatus(status))).toBe(true);
    expect(isErrorCode('FST_ERR_CTP_BODY_TOO_LARGE')).toBe(false);
  });
});
