import { PublicConfig } from '@cui/shared';
import { Controller, Get, Inject } from '@nestjs/common';
import { ENV, Env, sitesUrlTemplate } from './env.schema';

/** What the SPA needs to know about this server's set-up; never secrets. */
@Controller('api/config')
export class PublicConfigController {
  constructor(@Inject(ENV) private readonly env: Env) {}

  @Get()
  config(): PublicConfig {
    return {
      google: { enabled: Boolean(this.env.GOOGLE_CLIENT_ID && this.env.GOOGLE_CLIENT_SECRET), clientId: this.env.GOOGLE_CLIENT_ID ?? null },
      mail: { delivery: this.env.SMTP_URL ? 'smtp' : 'log' },
      sites: { urlTemplate: sitesUrlTemplate(this.env) },
      links: {
        home: this.env.LINK_HOME_URL ?? null,
        about: this.env.LINK_ABOUT_URL ?? null,
        privacy: this.env.LINK_PRIVACY_URL ?? null,
        terms: this.env.LINK_TERMS_URL ?? null,
        refunds: this.env.LINK_REFUNDS_URL ?? null,
        contact: this.env.LINK_CONTACT_URL ?? null,
        docs: this.env.LINK_DOCS_URL ?? null,
      },
      billing: { paddle: { enabled: Boolean(this.env.PADDLE_CLIENT_TOKEN), environment: this.env.PADDLE_ENV, clientToken: this.env.PADDLE_CLIENT_TOKEN ?? null } },
    };
  }
}
