import { LOGIN_CODE_TTL_MS } from '@cui/shared';
import { MailJob } from './mail.types';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderMail(job: MailJob): RenderedMail {
  const minutes = Math.round(LOGIN_CODE_TTL_MS / 60000);
  const greeting = job.name ? `Hi ${job.name},` : 'Hi,';
  return {
    subject: `Your CUI sign-in code: ${job.code}`,
    text: `${greeting}\n\nYour CUI sign-in code is ${job.code}. It expires in ${minutes} minutes.\n\nIf you did not ask for it, ignore this e-mail.\n`,
    html: `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px">
<p>${escape(greeting)}</p><p>Your CUI sign-in code is</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px">${escape(job.code)}</p>
<p>It expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.</p></div>`,
  };
}
