import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as written in a manifest. */
export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; [key: string]: unknown };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  [key: string]: unknown;
}

export interface LoadedResource {
  file: string;
  resource: Resource;
}

export const kubernetesDir = resolve(import.meta.dirname);

/** Every object a kustomization names, following `resources` into other kustomizations (the base). */
export function loadKustomization(dir: string): LoadedResource[] {
  const kustomization = parseAllDocuments(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'))[0]!.toJS() as { resources: string[] };
  return kustomization.resources.flatMap((entry) => {
    const path = resolve(dir, entry);
    if (!existsSync(path)) throw new Error(`${join(dir, 'kustomization.yaml')} names ${entry}, which does not exist`);
    if (existsSync(join(path, 'kustomization.yaml'))) return loadKustomization(path);
    return parseAllDocuments(readFileSync(path, 'utf8')).map((document) => {
      if (document.errors.length) throw new Error(`${path}: ${document.errors[0]!.message}`);
      return { file: path, resource: document.toJS() as Resource };
    });
  });
}

const requireModel = createRequire(import.meta.url);
/** Resources of operators the site names, whose schemas are not Kubernetes' own. */
const customResources = new Set(['postgresql.cnpg.io/v1 Cluster']);

/**
 * Checks an object against the Kubernetes OpenAPI schema of its kind (kubernetes-models bundles
 * them: no cluster, no network). Returns the problems, empty when it is valid.
 */
export function schemaProblems(resource: Resource): string[] {
  const { apiVersion, kind } = resource;
  if (customResources.has(`${apiVersion} ${kind}`)) return [];
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : [undefined, apiVersion];
  const modulePath = `kubernetes-models/${group ? `${group}/` : ''}${version}/${kind}`;
  let Model: new (data: unknown) => { validate(): void };
  try {
    Model = (requireModel(modulePath) as Record<string, typeof Model>)[kind]!;
  } catch {
    return [`${apiVersion} ${kind} is not a Kubernetes kind`];
  }
  try {
    new Model(resource).validate();
    return [];
  } catch (error) {
    const details = (error as { errors?: { instancePath: string; message: string }[] }).errors;
    return details ? details.map((detail) => `${detail.instancePath || '/'} ${detail.message}`) : [String(error)];
  }
}

