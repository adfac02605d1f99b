import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { parseDocument } from 'yaml';
import { parseEnv } from '../../src/config/env.schema';
import { QUEUES } from '../../src/queues/queue-names';
import { redisOptionsFromUrl } from '../../src/redis/redis-options';
import { SHUTDOWN_MARGIN_MS } from '../../src/shutdown-watchdog';
import { type AppRoute, controllerRoutes } from '../support/controller-routes';
import { cpuMillis, gracePeriodProblems, K8sObject, memoryBytes, probePath, k8sSchemaProblems, readManifests, readYamlDocuments } from './manifests';

const K8S = join(__dirname, '../../../../k8s');
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The release the manifests deploy unless a release sets another (README, Kubernetes). */
const VERSION = (JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string }).version;

describe('Kubernetes manifests (k8s/)', () => {
  const { objects, kustomization } = readManifests(K8S);
  const secretExample = readManifests(K8S, ['secret.example.yaml']).objects;
  const all = [...objects, ...secretExample];
  const byKind = (kind: string) => objects.filter((o) => o.kind === kind);
  const named = (kind: string, name: string) => {
    const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
    if (!found) throw new Error(`no ${kind} ${name} in k8s/kustomization.yaml's resources`);
    return found;
  };
  const config = named('ConfigMap', 'cui-config').data as Record<string, string>;
  const workloads = [...byKind('Deployment'), ...byKind('Job')];
  const podSpec = (o: K8sObject) => (o.spec as { template: { spec: IPodSpec } }).template.spec;
  const containers = (o: K8sObject) => podSpec(o).containers;
  /** The environment a container starts with: its own env over the ConfigMap over the example Secret. */
  const envOf = (c: IContainer) => ({
    ...(secretExample[0].stringData as Record<string, string>),
    ...config,
    ...Object.fromEntries((c.env ?? []).map((e) => [e.name, e.value ?? ''])),
  });

  it('lists every manifest in the kustomization (the example Secret aside)', () => {
    const files = readdirSync(K8S).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml' && f !== 'secret.example.yaml');
    expect([...(kustomization.resources as string[])].sort()).toEqual(files.sort());
  });

  it('pins the image to a release, never `latest`: in every container and in the kustomization', () => {
    for (const w of workloads) {
      for (const c of containers(w)) expect({ container: `${w.metadata.name}/${c.name}`, image: c.image }).toEqual({ container: `${w.metadata.name}/${c.name}`, image: `ghcr.io/example/cui:${VERSION}` });
    }
    expect(kustomization.images).toEqual([{ name: 'ghcr.io/example/cui', newTag: VERSION }]);
  });

  it('validates every object against the Kubernetes schema', () => {
    expect(k8sSchemaProblems(all)).toEqual([]);
  });

  it('catches an invalid manifest (the validation is real)', () => {
    const broken = structuredClone(named('Deployment', 'cui-api'));
    (containers(broken)[0] as unknown as Record<string, unknown>).ports = [{ containerPort: 'http' }];
    broken.metadata.name = 'broken';
    expect(k8sSchemaProblems([broken, { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } }])).toEqual([
      expect.stringMatching(/^apps\/v1 Deployment broken: .*containerPort must be integer/),
      'example.com/v1 Widget w: kubernetes-models has no such kind',
    ]);
  });

  it('gives the ConfigMap and the example Secret an environment the app accepts', () => {
    for (const w of workloads) for (const c of containers(w)) expect(() => parseEnv(envOf(c))).not.toThrow();
    const env = parseEnv(envOf(containers(named('Deployment', 'cui-api'))[0]));
    expect(env.TRUST_PROXY).toBe(1);
    expect(env.MIGRATIONS).toBe('skip');
  });

  it('locks every pod down: non-root, read-only root, no capabilities, RuntimeDefault seccomp, /tmp an emptyDir', () => {
    for (const w of workloads) {
      const spec = podSpec(w);
      expect(spec.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(spec.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(spec.automountServiceAccountToken).toBe(false);
      for (const c of containers(w)) {
        expect(c.securityContext).toEqual({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
        const tmp = c.volumeMounts?.find((m) => m.mountPath === '/tmp');
        expect(spec.volumes?.find((v) => v.name === tmp?.name)?.emptyDir).toBeDefined();
      }
    }
  });

  it('sets requests and limits for CPU and memory on every container, limits at least the requests', () => {
    for (const w of workloads) {
      for (const c of containers(w)) {
        const { requests = {}, limits = {} } = c.resources ?? {};
        const container = `${w.metadata.name}/${c.name}`;
        expect({ container, requests: Object.keys(requests).sort(), limits: Object.keys(limits).sort() }).toEqual({ container, requests: ['cpu', 'memory'], limits: ['cpu', 'memory'] });
        expect(cpuMillis(String(limits.cpu))).toBeGreaterThanOrEqual(cpuMillis(String(requests.cpu)));
        expect(memoryBytes(String(limits.memory))).toBeGreaterThanOrEqual(memoryBytes(String(requests.memory)));
      }
    }
  });

  it('probes liveness on the process and readiness on the dependencies, on different paths', () => {
    const api = containers(named('Deployment', 'cui-api'))[0];
    expect(probePath(api.livenessProbe)).toBe('/api/live');
    expect(probePath(api.startupProbe)).toBe('/api/live');
    expect(probePath(api.readinessProbe)).toBe('/api/ready');
    const worker = containers(named('Deployment', 'cui-worker'))[0];
    expect(probePath(worker.livenessProbe)).toBe('/api/live');
    // The probe's port is the one the worker process opens.
    const port = worker.ports?.find((p) => p.name === worker.livenessProbe?.httpGet?.port);
    expect(port?.containerPort).toBe(parseEnv(envOf(worker)).WORKER_HEALTH_PORT);
    for (const d of byKind('Deployment')) {
      for (const c of containers(d)) {
        expect(c.livenessProbe).toBeDefined();
        if (c.readinessProbe) expect(probePath(c.readinessProbe)).not.toBe(probePath(c.livenessProbe));
      }
    }
  });

  it('gives every pod longer to stop than its preStop, its drain and the shutdown watchdog margin', () => {
    for (const d of byKind('Deployment')) {
      const spec = podSpec(d);
      expect(gracePeriodProblems(spec, (c) => parseEnv(envOf(c)).SHUTDOWN_DRAIN_MS, SHUTDOWN_MARGIN_MS)).toEqual([]);
    }
    // The rule bites: the API's grace period cut to its drain alone is too short.
    const short = { ...podSpec(named('Deployment', 'cui-api')), terminationGracePeriodSeconds: 10 };
    expect(gracePeriodProblems(short, () => 10_000, SHUTDOWN_MARGIN_MS)).toHaveLength(1);
  });

  it('migrates once: a Job runs the migrate entry point, and the pods wait for it', () => {
    const job = named('Job', 'cui-migrate');
    expect(containers(job)[0].command).toEqual(['node', 'api/dist/migrate.js']);
    expect(podSpec(job).restartPolicy).toBe('Never');
    for (const d of byKind('Deployment')) for (const c of containers(d)) expect(parseEnv(envOf(c)).MIGRATIONS).toBe('skip');
  });

  it('runs one process per pod and scales by replicas: the API pods start one API process, the workers their own entry point', () => {
    for (const d of byKind('Deployment')) {
      for (const c of containers(d)) {
        const env = parseEnv(envOf(c));
        // The image's default command (dist/start.js) with one API process is that process alone.
        if (!c.command) expect([env.WEB_CONCURRENCY, env.RUN_WORKERS]).toEqual([1, false]);
        else expect(c.command).toEqual(['node', 'api/dist/worker.js']);
      }
    }
  });

  it('has a PodDisruptionBudget and a HorizontalPodAutoscaler for each Deployment', () => {
    for (const d of byKind('Deployment')) {
      const labels = (d.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
      const pdbs = byKind('PodDisruptionBudget').filter((p) => JSON.stringify((p.spec as { selector: unknown }).selector) === JSON.stringify({ matchLabels: labels }));
      expect(pdbs).toHaveLength(1);
      const hpas = byKind('HorizontalPodAutoscaler').filter((h) => (h.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef.name === d.metadata.name);
      expect(hpas).toHaveLength(1);
      const spec = hpas[0].spec as { scaleTargetRef: { kind: string; apiVersion: string }; minReplicas: number; maxReplicas: number };
      expect(spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', apiVersion: 'apps/v1' });
      expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
    }
    for (const h of byKind('HorizontalPodAutoscaler')) named('Deployment', (h.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name);
  });

  it('has every Service (k8s/monitoring’s too) select exactly the pods of the Deployments it is for, never the migrate Job’s', () => {
    const monitoring = readManifests(join(K8S, 'monitoring')).objects;
    const selects = (selector: Record<string, string>) =>
      workloads
        .filter((w) => {
          const labels = (w.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
          return Object.entries(selector).every(([k, v]) => labels[k] === v);
        })
        .map((w) => `${w.kind} ${w.metadata.name}`);
    const services = [...objects, ...monitoring].filter((o) => o.kind === 'Service');
    expect(Object.fromEntries(services.map((s) => [s.metadata.name, selects((s.spec as { selector: Record<string, string> }).selector)]))).toEqual({
      'cui-api': ['Deployment cui-api'],
      'cui-metrics': ['Deployment cui-api', 'Deployment cui-worker'],
    });
    // Prometheus is let in to the pods it scrapes, and only those.
    const scrape = monitoring.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'allow-metrics-scrape')!;
    expect(selects((scrape.spec as { podSelector: { matchLabels: Record<string, string> } }).podSelector.matchLabels)).toEqual(['Deployment cui-api', 'Deployment cui-worker']);
  });

  it('routes the app host and the wildcard sites host to the API, unbuffered, with TLS for both', () => {
    const ingress = named('Ingress', 'cui');
    const env = parseEnv(envOf(containers(named('Deployment', 'cui-api'))[0]));
    const annotations = ingress.metadata.annotations as Record<string, string>;
    expect(annotations['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(600);
    const spec = ingress.spec as { tls: Array<{ hosts: string[] }>; rules: Array<{ host: string; http: { paths: Array<{ backend: { service: { name: string; port: { name: string } } } }> } }> };
    const hosts = [new URL(env.PUBLIC_URL).hostname, `*.${env.SITES_HOST}`];
    expect(spec.rules.map((r) => r.host)).toEqual(hosts);
    expect(spec.tls.flatMap((t) => t.hosts)).toEqual(hosts);
    for (const backend of spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service))) {
      const service = named('Service', backend.name).spec as { ports: Array<{ name: string }> };
      expect(service.ports.map((p) => p.name)).toContain(backend.port.name);
    }
  });

  it('lets the API take traffic from the ingress controller only, and the pods reach only what they need', () => {
    const policies = byKind('NetworkPolicy');
    const deny = policies.find((p) => JSON.stringify(p.spec) === JSON.stringify({ podSelector: { matchLabels: { app: 'cui' } }, policyTypes: ['Ingress', 'Egress'] }));
    expect(deny).toBeDefined();
    const ingressRules = policies.flatMap((p) => ((p.spec as { ingress?: Array<{ from: unknown[] }> }).ingress ?? []).map((rule) => ({ selector: (p.spec as { podSelector: unknown }).podSelector, rule })));
    expect(ingressRules).toEqual([
      { selector: { matchLabels: { app: 'cui', role: 'api' } }, rule: { from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }], ports: [{ port: 'http', protocol: 'TCP' }] } },
    ]);
    const egressPorts = policies.flatMap((p) => ((p.spec as { egress?: Array<{ ports: Array<{ port: number }> }> }).egress ?? []).flatMap((r) => r.ports.map((port) => port.port)));
    expect([...new Set(egressPorts)].sort((a, b) => a - b)).toEqual([53, 443, 465, 587, 5432, 6379]);
  });
});

describe('the Grafana dashboard (k8s/monitoring)', () => {
  const dashboard = JSON.parse(readFileSync(join(K8S, 'monitoring/grafana-dashboard.json'), 'utf8')) as { panels: Array<{ title: string; targets?: Array<{ expr: string }> }> };
  let routes: AppRoute[];
  beforeAll(async () => {
    routes = await controllerRoutes();
  });

  it('leaves every SSE route out of the latency panel that excludes streams, and nothing else', () => {
    const sse = routes.filter((r) => r.sse).map((r) => `${r.method} ${r.route}`);
    // The reading of the controllers finds the streams it must.
    expect(sse).toEqual(expect.arrayContaining(['POST /api/ask-ai', 'GET /api/ask-ai/:id/events', 'POST /api/stitch-chat', 'GET /api/stitch-chat/:id/events', 'POST /mcp']));
    const panel = dashboard.panels.find((p) => p.title.includes('(streams excluded)'))!;
    const [, excluded] = /route!~"([^"]*)"/.exec(panel.targets![0].expr) ?? [];
    // PromQL matches a regex against the whole label value.
    const isExcluded = (route: string) => new RegExp(`^(?:${excluded})$`).test(route);
    const sseRoutes = new Set(routes.filter((r) => r.sse).map((r) => r.route));
    expect(routes.filter((r) => isExcluded(r.route) !== sseRoutes.has(r.route)).map((r) => `${r.method} ${r.route}`)).toEqual([]);
  });
});

describe('the optional KEDA component (k8s/keda)', () => {
  const { objects } = readManifests(K8S);
  const [component] = readYamlDocuments(join(K8S, 'keda/kustomization.yaml')) as Array<{ kind: string; resources: string[]; patches: Array<{ patch: string }> }>;
  const keda = component.resources.flatMap((f) => readYamlDocuments(join(K8S, 'keda', f)) as K8sObject[]);
  const scaled = keda.find((o) => o.kind === 'ScaledObject')!;
  const spec = scaled.spec as {
    scaleTargetRef: { name: string };
    minReplicaCount: number;
    maxReplicaCount: number;
    triggers: Array<{ type: string; metadata: Record<string, string>; authenticationRef?: { name: string } }>;
  };
  const redisTrigger = spec.triggers.find((t) => t.type === 'redis')!;

  it('is a Component that replaces the workers’ CPU autoscaler with KEDA’s', () => {
    expect(component.kind).toBe('Component');
    expect(scaled.apiVersion).toBe('keda.sh/v1alpha1');
    const target = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === spec.scaleTargetRef.name);
    expect(target?.metadata.labels?.role).toBe('worker');
    expect(spec.minReplicaCount).toBeGreaterThanOrEqual(2);
    expect(spec.maxReplicaCount).toBeGreaterThan(spec.minReplicaCount);
    const [deleted] = component.patches.map((p) => parseDocument(p.patch).toJS() as K8sObject & { $patch: string });
    expect(deleted).toMatchObject({ $patch: 'delete', kind: 'HorizontalPodAutoscaler', metadata: { name: spec.scaleTargetRef.name } });
    expect(objects.some((o) => o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === deleted.metadata.name)).toBe(true);
  });

  it('authenticates to Redis with keys the example Secret has', () => {
    const auth = keda.find((o) => o.kind === 'TriggerAuthentication' && o.metadata.name === redisTrigger.authenticationRef?.name)!;
    const secret = readManifests(K8S, ['secret.example.yaml']).objects[0].stringData as Record<string, string>;
    for (const ref of (auth.spec as { secretTargetRef: Array<{ name: string; key: string }> }).secretTargetRef) {
      expect(ref.name).toBe('cui-secrets');
      expect(secret[ref.key]).toBeDefined();
    }
  });

  it('watches the list BullMQ keeps the generation queue’s waiting jobs in, under the configured prefix', async () => {
    const config = objects.find((o) => o.kind === 'ConfigMap')!.data as Record<string, string>;
    const { REDIS_PREFIX } = parseEnv(config);
    expect(redisTrigger.metadata.listName).toBe(`${REDIS_PREFIX}:${QUEUES.generation}:wait`);
    // A job added as the generation service adds one lands in that list (under a test prefix here).
    const prefix = `cuitest_keda_${process.pid}`;
    const queue = new Queue(QUEUES.generation, { prefix, connection: redisOptionsFromUrl(TEST_REDIS_URL) });
    const redis = new Redis(TEST_REDIS_URL);
    try {
      await queue.add('generate', {}, { jobId: 'keda-probe', attempts: 1, removeOnComplete: true });
      expect(await redis.llen(redisTrigger.metadata.listName.replace(`${REDIS_PREFIX}:`, `${prefix}:`))).toBe(1);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      redis.disconnect();
    }
  });
});
