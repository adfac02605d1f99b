import { ArgumentsHost, GatewayTimeoutException, Logger } from '@nestjs/common';
import { HttpExceptionFilter } from '../src/common/http-exception.filter';

/** Runs the filter on `exception` for POST /api/publish; answers the status, body and what was logged. */
function answer(exception: unknown) {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    sent: false,
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header: () => reply,
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method: 'POST', url: '/api/publish?x=1' }) }) } as unknown as ArgumentsHost;
  const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  try {
    new HttpExceptionFilter(false).catch(exception, host);
    return { ...sent, errors: error.mock.calls.map((c) => String(c[0])), warnings: warn.mock.calls.map((c) => String(c[0])) };
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
}

describe('HttpExceptionFilter logging', () => {
  it('logs a 5xx the code chose to answer as one warning line, without a stack', () => {
    const out = answer(new GatewayTimeoutException({ message: 'Publishing is taking longer than usual.' }));
    expect(out.status).toBe(504);
    expect(out.body).toEqual({ code: 'timeout', message: 'Publishing is taking longer than usual.' });
    expect(out.errors).toEqual([]);
    expect(out.warnings).toEqual(['POST /api/publish: 504 Publishing is taking longer than usual.']);
  });

  it('logs an unexpected error with its stack and answers a generic 500', () => {
    const out = answer(new TypeError('boom'));
    expect(out.status).toBe(500);
    expect(out.body).toEqual({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    expect(out.warnings).toEqual([]);
    expect(out.errors).toHaveLength(1);
    expect(out.errors[0]).toMatch(/^TypeError: boom\n\s+at /);
  });
});
