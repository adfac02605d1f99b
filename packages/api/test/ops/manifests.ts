import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import { parseAllDocuments } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** What is wrong with each object against the Kubernetes OpenAPI schema of its kind (kubernetes-models). */
export function k8sSchemaProblems(objects: K8sObject[]): string[] {
  const out = execFileSync(process.execPath, [join(__dirname, 'validate-k8s.mjs')], { input: JSON.stringify(objects), encoding: 'utf8' });
  return JSON.parse(out) as string[];
}

/** Every YAML document in `file`, failing on any syntax error. */
export function readYamlDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8'), { merge: true }).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return doc.toJS() as unknown;
  });
}

/** The objects of the kustomization's resources in `dir` (or of the given files), and the kustomization. */
export function readManifests(dir: string, files?: string[]): { objects: K8sObject[]; kustomization: Record<string, unknown> } {
  const [kustomization] = readYamlDocuments(join(dir, 'kustomization.yaml')) as Array<Record<string, unknown>>;
  const list = files ?? (kustomization.resources as string[]);
  const objects = list.flatMap((f) => readYamlDocuments(join(dir, f)).filter(Boolean) as K8sObject[]);
  return { objects, kustomization };
}

/** "250m" → 250, "1" → 1000. */
export function cpuMillis(quantity: string): number {
  return quantity.endsWith('m') ? Number(quantity.slice(0, -1)) : Number(quantity) * 1000;
}

const BINARY: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30 };

/** "384Mi" → bytes. */
export function memoryBytes(quantity: string): number {
  const m = /^(\d+)(Ki|Mi|Gi)?$/.exec(quantity);
  if (!m) throw new Error(`memory quantity ${quantity} is not one these checks read`);
  return Number(m[1]) * (m[2] ? BINARY[m[2]] : 1);
}

export function probePath(probe: IProbe | undefined): string | undefined {
  return probe?.httpGet?.path;
}

/** Seconds a container's preStop `sleep N` takes (0 without one). */
function preStopSeconds(c: IContainer): number {
  const command = c.lifecycle?.preStop?.exec?.command;
  return command?.[0] === 'sleep' ? Number(command[1]) : 0;
}

/**
 * The kubelet kills a pod terminationGracePeriodSeconds after it starts stopping it, preStop
 * included: the preStop, the drain and the watchdog's margin must fit before then.
 */
export function gracePeriodProblems(spec: IPodSpec, drainMsOf: (c: IContainer) => number, marginMs: number): string[] {
  const grace = spec.terminationGracePeriodSeconds ?? 30;
  return spec.containers.flatMap((c) => {
    const needed = preStopSeconds(c) + (drainMsOf(c) + marginMs) / 1000;
    return grace > needed ? [] : [`${c.name}: terminationGracePeriodSeconds ${grace} ≤ preStop + drain + margin = ${needed} s`];
  });
}
