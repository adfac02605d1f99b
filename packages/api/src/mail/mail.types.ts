export interface LoginCodeMailJob {
  kind: 'login-code';
  to: string;
  code: string;
  name: string;
}

export type MailJob = LoginCodeMailJob;
