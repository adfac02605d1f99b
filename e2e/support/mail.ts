import { expect } from '@playwright/test';
import { MAIL_URL } from '../playwright.config';

/** The 6-digit code in the newest sign-in mail to `to`, polling the sink until it arrives. */
export async function latestCode(to: string, after = ''): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_URL}/mail?to=${encodeURIComponent(to)}`);
        if (!res.ok) return '';
        const mail = (await res.json()) as { raw: string };
        code = /sign-in code is (\d{6})/.exec(mail.raw)?.[1] ?? '';
        return code && code !== after ? code : '';
      },
      { message: `a sign-in mail to ${to}` },
    )
    .not.toBe('');
  return code;
}
