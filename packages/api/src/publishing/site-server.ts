import { isValidFolderName, siteUrl } from '@cui/shared';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { markAnsweredAs } from '../common/answered-as';
import { isOutage, outageSummary } from '../common/outage';
import { ENV, Env, sitesOnAppHost, sitesUrlTemplate } from '../config/env.schema';
import { SiteCache, SiteResponse } from './site-cache';
import { SiteChanges } from './site-changes';
import {
  assetResponse,
  movedResponse,
  NO_ICON,
  NOT_FOUND,
  notModified,
  PATH_FALLBACK_CSP,
  pageResponse,
  preferredEncoding,
  robotsResponse,
  sitemapResponse,
  UNAVAILABLE,
} from './site-responses';
import { SiteStyle, SiteTarget, siteTarget, targetKey } from './site-routes';
import { SitesRepository } from './sites.repository';

/** Where the path fallback lives on the app's own host: `/s/{folder}/…`. */
export const PATH_PREFIX = '/s/';

/**
 * How long browsers may keep a renamed site's redirect: briefly, since the old name is free again
 * once the redirect expires (or its owner takes it back for a new site).
 */
const MOVED_MAX_AGE = 300;

/** A sitemap lists at most this many URLs (the sitemaps.org limit). */
const SITEMAP_MAX_URLS = 50_000;

const TWO_HOSTS = JSON.stringify({ code: 'two_hosts', message: 'A request names one host: this one has several Host headers.' });

/** Node keeps the first of several `Host` headers in `headers.host`; the raw list has them all. */
function hostHeaderCount(rawHeaders: string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].length === 4 && rawHeaders[i].toLowerCase() === 'host') count++;
  return count;
}

/**
 * Answers every request for a published site before the app sees it: `{folder}.{SITES_HOST}` and
 * `{PUBLIC_URL}/s/{folder}/`. Cache hits are written straight to the socket (no Nest, no helmet, no
 * other hook), misses read PostgreSQL once per file however many requests wait for it.
 *
 * Under SITES_HOST only sites answer: a site host reaches nothing of the app but `/vendor/…`, a label
 * that cannot be a site (www, api, `xn--…`) is a 404 with nothing of the app, and SITES_HOST itself,
 * when it is not the app's host, redirects to PUBLIC_URL. The app is served on its own host (and on
 * hosts outside SITES_HOST), never on an origin that is same-site with the sites.
 */
@Injectable()
export class SiteServer implements OnModuleInit {
  private readonly logger = new Logger('Sites');
  private readonly sitesHost: string;
  private readonly hostSuffix: string;
  private readonly appHost: string;
  private readonly sitesOnAppHost: boolean;
  private readonly appRoot: string;
  /** Behind a trusted proxy the site is chosen by `X-Forwarded-Host`, so caches must key on it too. */
  private readonly varyForwardedHost: boolean;
  private readonly urlTemplates: Record<SiteStyle, string>;
  private readonly loading = new Map<string, { ticket: number; response: Promise<SiteResponse> }>();

  constructor(
    @Inject(ENV) env: Env,
    private readonly cache: SiteCache,
    private readonly sites: SitesRepository,
    private readonly changes: SiteChanges,
  ) {
    this.sitesHost = env.SITES_HOST;
    this.hostSuffix = `.${env.SITES_HOST}`;
    this.appHost = new URL(env.PUBLIC_URL).host.toLowerCase();
    this.sitesOnAppHost = sitesOnAppHost(env);
    this.appRoot = `${env.PUBLIC_URL}/`;
    this.varyForwardedHost = env.TRUST_PROXY !== false;
    this.urlTemplates = {
      host: sitesUrlTemplate({ ...env, SITES_URL_STYLE: 'subdomain' }),
      path: sitesUrlTemplate({ ...env, SITES_URL_STYLE: 'path' }),
    };
  }

  async onModuleInit(): Promise<void> {
    await this.changes.listen({
      changed: (folder) => this.cache.invalidate(folder),
      lost: () => this.cache.suspend(),
      back: () => this.cache.resume(),
    });
  }

  /** Drops this process's copy of `folder` now (the notice to every process follows through Redis). */
  forget(folder: string): void {
    this.cache.invalidate(folder);
  }

  /** Mounts the server as the first `onRequest` hook, ahead of helmet's: site responses carry none of the app's headers. */
  register(app: NestFastifyApplication): void {
    app.getHttpAdapter().getInstance().addHook('onRequest', (request, reply, done) => this.handle(request, reply, done));
  }

  /**
   * The host a request is for. A request whose own Host is the app's is the app's, whatever
   * `X-Forwarded-Host` says (a proxy that passes the client's on would otherwise let anyone answer
   * the app's URLs with a site); otherwise the host the trusted proxy names (Fastify's `host`).
   */
  private hostOf(request: FastifyRequest): string {
    const own = request.raw.headers.host?.toLowerCase();
    return own === this.appHost ? own : request.host.toLowerCase();
  }

  private handle(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    // Two Host headers name two hosts, and each part of the stack might pick another: refuse before anything routes.
    if (hostHeaderCount(request.raw.rawHeaders) > 1) {
      reply.hijack();
      reply.raw
        .writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(TWO_HOSTS), 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
        .end(TWO_HOSTS);
      return done();
    }
    const url = request.raw.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const host = this.hostOf(request);
    let folder: string;
    let rest: string;
    let style: SiteStyle;
    if (host.endsWith(this.hostSuffix) && host !== this.appHost) {
      folder = host.slice(0, host.length - this.hostSuffix.length);
      // Only a real site's host reaches the runtimes; a reserved or malformed label reaches nothing.
      if (path.startsWith('/vendor/') && isValidFolderName(folder)) return done();
      rest = path;
      style = 'host';
    } else if (host === this.sitesHost && !this.sitesOnAppHost) {
      return this.redirect(request, reply, done, this.appRoot);
    } else if (path.startsWith(PATH_PREFIX)) {
      const slash = path.indexOf('/', PATH_PREFIX.length);
      folder = path.slice(PATH_PREFIX.length, slash === -1 ? undefined : slash);
      // Without the slash the page's relative asset URLs would resolve under /s/.
      if (slash === -1 && isValidFolderName(folder)) return this.redirect(request, reply, done, `${path}/${query === -1 ? '' : url.slice(query)}`);
      rest = slash === -1 ? '/' : path.slice(slash);
      style = 'path';
    } else {
      return done();
    }
    markAnsweredAs(request, 'site');
    if (request.raw.method !== 'GET' && request.raw.method !== 'HEAD') {
      reply.hijack();
      reply.raw.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0, 'x-content-type-options': 'nosniff' }).end();
      return done();
    }
    const target = isValidFolderName(folder) ? siteTarget(rest) : null;
    if (!target) return this.write(request, reply, NOT_FOUND, style, done);
    if (target.kind === 'favicon') return this.write(request, reply, NO_ICON, style, done);
    const key = targetKey(folder, target, style);
    const cached = this.cache.get(key);
    if (cached && cached.status !== 404) return this.write(request, reply, cached, style, done);
    this.answer(folder, key, target, style, cached).then(
      (response) =>
        response.movedTo
          ? this.redirect(request, reply, done, `${siteUrl(this.urlTemplates[style], response.movedTo)}${rest.slice(1)}${query === -1 ? '' : url.slice(query)}`, 308, MOVED_MAX_AGE)
          : this.write(request, reply, response, style, done),
      (err: unknown) => {
        if (isOutage(err)) this.logger.warn(`${folder}: ${outageSummary(err)}`);
        else this.logger.error(err instanceof Error ? err.stack : String(err));
        this.write(request, reply, UNAVAILABLE, style, done);
      },
    );
  }

  /** The file's response; for a name with nothing, where the site renamed from it went, if it did. */
  private async answer(folder: string, key: string, target: SiteTarget, style: SiteStyle, cached: SiteResponse | undefined): Promise<SiteResponse> {
    const response = cached ?? (await this.load(folder, key, () => this.read(folder, target, style)));
    if (response.status !== 404) return response;
    const movedKey = `${folder}/@moved`;
    const moved = this.cache.get(movedKey) ?? (await this.load(folder, movedKey, async () => {
      const to = await this.sites.movedTo(folder);
      return to ? movedResponse(to) : NOT_FOUND;
    }));
    return moved.movedTo ? moved : response;
  }

  /** One read per file at a time; a request that arrives after the site changed does not join a read of the old version. */
  private load(folder: string, key: string, read: () => Promise<SiteResponse>): Promise<SiteResponse> {
    const running = this.loading.get(key);
    if (running && this.cache.unchangedSince(folder, running.ticket)) return running.response;
    const ticket = this.cache.ticket();
    const response = read().then((r) => {
      this.cache.set(folder, key, r, ticket);
      return r;
    });
    const entry = { ticket, response };
    this.loading.set(key, entry);
    const settle = () => {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    };
    response.then(settle, settle);
    return response;
  }

  private async read(folder: string, target: SiteTarget, style: SiteStyle): Promise<SiteResponse> {
    switch (target.kind) {
      case 'page': {
        const row = await this.sites.latestBuilt(folder, target.page);
        return row ? pageResponse(row) : NOT_FOUND;
      }
      case 'asset': {
        const row = await this.sites.asset(folder, target.name);
        return row ? assetResponse(row) : NOT_FOUND;
      }
      case 'favicon':
        return NO_ICON;
      case 'robots':
      case 'sitemap': {
        const pages = await this.sites.livePages(folder, SITEMAP_MAX_URLS);
        if (!pages.length) return NOT_FOUND;
        // The site's URLs as this request's style spells them: its own host, or the app's /s/ path.
        const template = this.urlTemplates[style];
        if (target.kind === 'robots') return robotsResponse(siteUrl(template, folder));
        return sitemapResponse(pages.map((p) => ({ url: siteUrl(template, folder, p.page), updatedAt: p.updatedAt })));
      }
    }
  }

  private write(request: FastifyRequest, reply: FastifyReply, response: SiteResponse, style: SiteStyle, done: HookHandlerDoneFunction): void {
    reply.hijack();
    const raw = reply.raw;
    let encoding = response.gzip || response.br ? preferredEncoding(request.headers['accept-encoding']) : null;
    if (encoding === 'br' && !response.br) encoding = response.gzip ? 'gzip' : null;
    if (encoding === 'gzip' && !response.gzip) encoding = null;
    let headers = encoding ? response.headers[encoding]! : response.headers.identity;
    if (style === 'path') headers = { ...headers, 'content-security-policy': PATH_FALLBACK_CSP };
    if (this.varyForwardedHost) headers = { ...headers, vary: this.vary(headers.vary) };
    if (request.protocol === 'https') raw.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (response.status === 200 && notModified(request.headers, response)) {
      const { 'content-length': _length, 'content-type': _type, 'content-encoding': _encoding, ...unchanged } = headers;
      raw.writeHead(304, unchanged).end();
    } else {
      raw.writeHead(response.status, headers).end(request.raw.method === 'HEAD' ? undefined : (encoding ? response[encoding] : response.body));
    }
    done();
  }

  private vary(base: OutgoingHttpHeaders['vary']): string {
    return base ? `${String(base)}, X-Forwarded-Host` : 'X-Forwarded-Host';
  }

  private redirect(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, location: string, status = 301, maxAge = 3600): void {
    markAnsweredAs(request, 'site');
    reply.hijack();
    const headers: OutgoingHttpHeaders = { location, 'content-length': 0, 'cache-control': `public, max-age=${maxAge}`, 'x-content-type-options': 'nosniff' };
    if (this.varyForwardedHost) headers.vary = this.vary(undefined);
    reply.raw.writeHead(status, headers).end();
    done();
  }
}
