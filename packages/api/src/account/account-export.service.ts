import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { BillingRepository } from '../billing/billing.repository';
import { BillingService } from '../billing/billing.service';
import { Clock } from '../common/clock';
import { CreditsService } from '../credits/credits.service';
import { DesignerRepository } from '../designer/designer.repository';
import { GenerationRepository } from '../generation/generation.repository';
import { SitesRepository } from '../publishing/sites.repository';
import { UsersRepository } from '../users/users.repository';

/** A file name's part made of free text: lower-case ASCII words joined by '-', at most 40 characters. */
export function slug(text: string, fallback: string): string {
  const words = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return words || fallback;
}

const stamp = (d: Date) => d.toISOString().replace(/[:.]/g, '-');
const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

const README = `Your CUI data, as it was when this file was made.

account.json     your account: profile, plan, credit balance, the credit ledger, payments
pages/           every page generated for you: one HTML file each, listed with its prompt in pages/index.json
sites/<name>/    each site you published: its pages as they are served (open <page>.html), their
                 assets in _assets/, and every version's source in history/; sites/index.json lists them
designer/<id>/   each screen designer project: project.json (its chat and theme) and its screens as HTML
`;

/**
 * An account's export as a ZIP streamed while it is made. What is listed (ids, prompts, dates) is
 * read first; each page, version and screen is read from PostgreSQL only when the archive reaches
 * it, so memory holds one file at a time whatever the account's size. yazl writes entries one
 * after another and waits for the response to take what it wrote.
 */
@Injectable()
export class AccountExportService {
  private readonly logger = new Logger('AccountExport');

  constructor(
    private readonly clock: Clock,
    private readonly users: UsersRepository,
    private readonly credits: CreditsService,
    private readonly billing: BillingService,
    private readonly billingData: BillingRepository,
    private readonly generations: GenerationRepository,
    private readonly sites: SitesRepository,
    private readonly designer: DesignerRepository,
  ) {}

  async zip(userId: string): Promise<{ stream: Readable; fileName: string }> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException({ code: 'account_gone', message: 'Your account no longer exists.' });
    const now = this.clock.now();
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    // A read that fails half-way (PostgreSQL gone) ends the download as broken rather than the
    // process: the client sees a truncated ZIP, never a complete-looking one.
    zip.on('error', (err: Error) => {
      this.logger.warn(`Export of ${userId} failed: ${err.message}`);
      output.destroy(err);
    });
    const at = { mtime: now };
    /** Adds a file whose bytes are read when the archive reaches it; a file gone meanwhile is left empty. */
    const later = (path: string, read: () => Promise<Buffer | string | null>) =>
      zip.addReadStreamLazy(path, at, (done) => {
        read().then(
          (body) => done(null, Readable.from([Buffer.from(body ?? '')])),
          (err: unknown) => done(err as Error, Readable.from([])),
        );
      });

    const account = await this.credits.account(userId);
    const live = await this.billingData.liveSubscription(userId, now);
    zip.addBuffer(Buffer.from(README), 'README.txt', at);
    zip.addBuffer(
      json({
        exported_at: now.toISOString(),
        user: { id: user.id, email: user.email, username: user.username, name: user.name, google_linked: user.googleSub !== null, created_at: user.createdAt },
        avatar: (await this.users.avatarIdOf(userId)) ? 'avatar.webp' : null,
        subscription: await this.billing.subscription(userId, account?.periodEnd ?? null),
        paddle_subscription: live ? { id: live.paddleSubscriptionId, tier: live.tier, status: live.status, current_period_end: live.currentPeriodEnd, cancel_at: live.cancelAt } : null,
        credits: account ? { balance: account.balance, period_start: account.periodStart, period_end: account.periodEnd } : null,
        credit_ledger: await this.credits.ledger(userId),
        transactions: await this.billing.transactions(userId),
      }),
      'account.json',
      at,
    );
    const avatarId = await this.users.avatarIdOf(userId);
    if (avatarId) later('avatar.webp', async () => (await this.users.avatar(avatarId))?.body ?? null);

    const pages = await this.generations.exportIndex(userId);
    const pageIndex = pages.map((g) => ({
      id: g.id,
      kind: g.kind,
      model: g.model,
      framework: g.framework,
      prompt: g.prompt,
      status: g.status,
      created_at: g.created_at,
      file: g.has_html ? `${stamp(g.created_at)}-${g.id.slice(0, 8)}.html` : null,
    }));
    zip.addBuffer(json(pageIndex), 'pages/index.json', at);
    for (const g of pageIndex) if (g.file) later(`pages/${g.file}`, () => this.generations.htmlOf(userId, g.id));

    const versions = await this.sites.exportIndex(userId);
    const siteIndex = new Map<string, { name: string; live: boolean; created_at: Date; pages: Map<string, { name: string; file: string; versions: unknown[] }> }>();
    const latest = new Map<string, string>();
    for (const v of versions) {
      const site = siteIndex.get(v.folder) ?? { name: v.folder, live: v.live, created_at: v.site_created_at, pages: new Map() };
      siteIndex.set(v.folder, site);
      const page = site.pages.get(v.page) ?? { name: v.page, file: `${v.page}.html`, versions: [] };
      site.pages.set(v.page, page);
      const file = `history/${v.page}/${String(page.versions.length + 1).padStart(3, '0')}-${stamp(v.created_at)}.html`;
      page.versions.push({ created_at: v.created_at, title: v.title, prompt: v.prompt, model: v.model, framework: v.framework, file });
      later(`sites/${v.folder}/${file}`, async () => (await this.sites.versionFiles(userId, v.version_id))?.html ?? null);
      latest.set(`${v.folder}/${v.page}`, v.version_id);
    }
    zip.addBuffer(
      json([...siteIndex.values()].map((s) => ({ ...s, pages: [...s.pages.values()] }))),
      'sites/index.json',
      at,
    );
    for (const [path, versionId] of latest) later(`sites/${path}.html`, async () => (await this.sites.versionFiles(userId, versionId))?.built ?? null);
    for (const asset of await this.sites.assetsOfVersions(userId, [...latest.values()])) {
      later(`sites/${asset.folder}/_assets/${asset.name}`, () => this.sites.assetBody(asset.name));
    }

    for (const project of await this.designer.exportProjects(userId)) {
      const dir = `designer/${project.id}`;
      later(`${dir}/project.json`, async () => json({ ...project, messages: await this.designer.messages(project.id) }));
      (await this.designer.screenNames(project.id)).forEach((screen, i) => {
        later(`${dir}/screens/${String(i + 1).padStart(2, '0')}-${slug(screen, 'screen')}.html`, () => this.designer.screenHtml(project.id, screen));
      });
    }
    zip.end();
    return { stream: output, fileName: `cui-export-${now.toISOString().slice(0, 10)}.zip` };
  }
}
