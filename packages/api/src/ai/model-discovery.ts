import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { Clock } from '../common/clock';
import { ENV, Env } from '../config/env.schema';
import { type CatalogueModel, type DiscoverySource, isReasoning, ModelCatalogue } from './model-catalogue';
import { upstreamFetch } from './upstream-transport';

/** Models one source may list: a server listing more is cut here. */
const MODELS_PER_SOURCE = 500;
const LIST_TIMEOUT_MS = 5_000;
/** An on-demand listing no sooner than this after the last one. */
export const REFRESH_MIN_INTERVAL_MS = 10_000;

const ollamaTagsSchema = z.object({
  models: z.array(
    z.object({
      name: z.string().min(1).max(200),
      details: z.object({ parameter_size: z.string().max(20).optional(), families: z.array(z.string()).nullish() }).partial().optional(),
    }),
  ),
});
/** `/models` of an OpenAI-compatible server; OpenRouter's entries also carry a display name and the inputs they take. */
const openAiModelsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1).max(200),
      name: z.string().min(1).max(200).optional().catch(undefined),
      architecture: z.object({ input_modalities: z.array(z.string()).optional() }).optional().catch(undefined),
    }),
  ),
});

/** Families whose models read images (Ollama's `details.families`). */
const VISION_FAMILIES = new Set(['clip', 'mllama', 'qwen2vl', 'qwen25vl', 'gemma3', 'llava']);

/**
 * Lists the models of Ollama (OLLAMA_BASE_URL), of servers marked `discover` and of OpenRouter
 * (with a pattern) into the catalogue: at start, every MODELS_REFRESH_MS, and on demand. A source
 * that does not answer keeps its models, shown unavailable with the reason, and the others list on.
 */
@Injectable()
export class ModelDiscovery implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Models');
  private readonly fetch = upstreamFetch(LIST_TIMEOUT_MS);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private lastRun = -Infinity;

  constructor(
    private readonly catalogue: ModelCatalogue,
    private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  onModuleInit(): void {
    if (!this.catalogue.discoverySources().length) return;
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.env.MODELS_REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Lists every source again; a listing already under way is the one awaited. */
  refresh(): Promise<void> {
    this.running ??= this.listAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Lists again when the last listing is older than `maxAgeMs` (an on-demand refresh, or an id not seen yet). */
  async fresh(maxAgeMs = REFRESH_MIN_INTERVAL_MS): Promise<void> {
    if (this.clock.now().getTime() - this.lastRun >= maxAgeMs) await this.refresh();
    else if (this.running) await this.running;
  }

  private async listAll(): Promise<void> {
    this.lastRun = this.clock.now().getTime();
    await Promise.all(
      this.catalogue.discoverySources().map(async (source) => {
        try {
          const models = source.kind === 'ollama' ? await this.ollama(source) : await this.openAi(source);
          this.catalogue.setDiscovered(source.source, { models: models.slice(0, MODELS_PER_SOURCE) });
        } catch (err) {
          const problem = `${source.label} did not list its models: ${(err as Error).message}`;
          this.logger.warn(problem);
          this.catalogue.setDiscovered(source.source, { problem });
        }
      }),
    );
  }

  private async getJson(url: string, apiKey: string): Promise<unknown> {
    const res = await this.fetch(url, { headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {} }).catch((err: Error & { code?: string; cause?: { code?: string } }) => {
      throw new Error(`no answer from ${new URL(url).origin} (${err.cause?.code ?? err.code ?? err.message})`);
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`${new URL(url).origin} answered ${res.status}`);
    }
    return res.json();
  }

  private async ollama(source: DiscoverySource): Promise<CatalogueModel[]> {
    const parsed = ollamaTagsSchema.safeParse(await this.getJson(`${source.baseURL}/api/tags`, ''));
    if (!parsed.success) throw new Error('its /api/tags answer is not a list of models');
    return parsed.data.models.map((m) => ({
      id: `${source.source}/${m.name}`,
      label: m.name,
      provider: source.source,
      model: m.name,
      image: (m.details?.families ?? []).some((f) => VISION_FAMILIES.has(f.toLowerCase())) || /vision|llava|-vl\b/i.test(m.name),
      reasoning: false,
      cost: source.cost,
      default: false,
      ...(m.details?.parameter_size ? { parameterSize: m.details.parameter_size } : {}),
    }));
  }

  private async openAi(source: DiscoverySource): Promise<CatalogueModel[]> {
    const parsed = openAiModelsSchema.safeParse(await this.getJson(`${source.baseURL}/models`, source.apiKey === 'none' ? '' : source.apiKey));
    if (!parsed.success) throw new Error('its /models answer is not a list of models');
    return parsed.data.data
      .filter((m) => !source.pattern || source.pattern.test(m.id))
      .map((m) => ({
        id: `${source.source}/${m.id}`,
        label: m.name ?? m.id,
        provider: source.source,
        model: m.id,
        image: source.image || !!m.architecture?.input_modalities?.includes('image'),
        reasoning: isReasoning(m.id),
        cost: source.cost,
        default: false,
      }));
  }
}
