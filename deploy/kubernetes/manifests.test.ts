// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { kubernetesDir, loadKustomization, schemaProblems, type Resource } from './manifests.js';
import { deploymentProblems } from './policy.js';

const example = loadKustomization(join(kubernetesDir, 'example'));
const resources = example.map(({ resource }) => resource);
const named = (kind: string, name: string) => resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
const settings = named('ConfigMap', 'site-settings')!.data!;
const siteDrainSeconds = Number(settings.SHUTDOWN_GRACE_MS) / 1000;
/** Our processes drain for SHUTDOWN_GRACE_MS; nginx (the store's origin) finishes its requests in well under 10 s. */
const drainSeconds = (deployment: Resource) => (JSON.stringify(deployment).includes('site-settings') ? siteDrainSeconds : 10);
const deployments = resources.filter((resource) => resource.kind === 'Deployment');
const clone = <T>(value: T): T => structuredClone(value);

describe('the Kubernetes manifests (deploy/kubernetes)', () => {
  test('every object of the example overlay, the base included, is valid against the Kubernetes schema of its kind', () => {
    expect(resources.length).toBeGreaterThan(15);
    const problems = example.flatMap(({ file, resource }) => schemaProblems(resource).map((problem) => `${file.slice(kubernetesDir.length + 1)} ${resource.kind}/${resource.metadata.name}: ${problem}`));
    expect(problems).toEqual([]);
  });

  test('the schema check refuses what Kubernetes refuses', () => {
    const site = clone(named('Deployment', 'site')!);
    (site.spec as { replicas: unknown }).replicas = 'two';
    expect(schemaProblems(site)).not.toEqual([]);
    const selectorless = clone(site);
    delete (selectorless.spec as { selector?: unknown }).selector;
    expect(schemaProblems(selectorless).join()).toMatch(/selector/);
    expect(schemaProblems({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } })).toEqual(['apps/v1 Deploymnet is not a Kubernetes kind']);
  });

  test('every Deployment has its probes, a preStop pause and a grace period that covers the drain, resources, and runs as no root with a read-only root filesystem', () => {
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual(['backoffice', 'site', 'store-origin']);
    expect(deployments.flatMap((deployment) => deploymentProblems(deployment, drainSeconds(deployment)))).toEqual([]);
  });

  test('a Deployment without probes, as root, or with too short a grace period fails the check', () => {
    const site = named('Deployment', 'site')!;
    const pod = (deployment: Resource) => (deployment.spec as { template: { spec: { containers: Record<string, unknown>[]; securityContext: Record<string, unknown>; terminationGracePeriodSeconds: number } } }).template.spec;
    const probeless = clone(site);
    delete pod(probeless).containers[0]!.readinessProbe;
    delete pod(probeless).containers[0]!.startupProbe;
    expect(deploymentProblems(probeless, siteDrainSeconds)).toEqual(['site/site: has no readinessProbe', 'site/site: has no startupProbe']);
    const root = clone(site);
    pod(root).securityContext = { runAsUser: 0 };
    expect(deploymentProblems(root, siteDrainSeconds)).toEqual(['site: the pod does not require a non-root user (securityContext.runAsNonRoot: true)', 'site: the pod runs as root (runAsUser 0)']);
    const hurried = clone(site);
    pod(hurried).terminationGracePeriodSeconds = 20;
    expect(deploymentProblems(hurried, siteDrainSeconds)).toEqual(['site/site: terminationGracePeriodSeconds 20 does not cover the preStop pause (5 s) and the drain (20 s)']);
  });

  test('the site runs two or more replicas behind a PodDisruptionBudget and an autoscaler; the public Ingress never reaches the back office', () => {
    expect((named('Deployment', 'site')!.spec as { replicas: number }).replicas).toBeGreaterThanOrEqual(2);
    expect((named('PodDisruptionBudget', 'site')!.spec as { minAvailable: number }).minAvailable).toBeGreaterThanOrEqual(1);
    expect((named('HorizontalPodAutoscaler', 'site')!.spec as { scaleTargetRef: { name: string }; minReplicas: number }).scaleTargetRef.name).toBe('site');
    const backends = JSON.stringify(resources.filter((resource) => resource.kind === 'Ingress'));
    expect(backends).toContain('"name":"site"');
    expect(backends).not.toContain('backoffice');
    expect(named('Service', 'backoffice')!.spec).not.toHaveProperty('type');
  });

  test('whatever a Deployment names exists: its Secret keys, ConfigMap, volume claims; every Service selects a Deployment', () => {
    const text = (value: unknown) => JSON.stringify(value);
    const secrets = new Map<string, string[]>(resources.filter((resource) => resource.kind === 'Secret').map((secret) => [secret.metadata.name, Object.keys({ ...secret.data, ...secret.stringData })]));
    // CloudNativePG makes `<cluster>-app` with the database's `uri`.
    for (const cluster of resources.filter((resource) => resource.kind === 'Cluster')) secrets.set(`${cluster.metadata.name}-app`, ['uri']);
    const missing: string[] = [];
    for (const deployment of deployments) {
      for (const [, name, key] of text(deployment).matchAll(/"secretKeyRef":\{"name":"([^"]+)","key":"([^"]+)"\}/g)) if (!secrets.get(name!)?.includes(key!)) missing.push(`${deployment.metadata.name}: secret ${name} ${key}`);
      for (const [, name] of text(deployment).matchAll(/"secretRef":\{"name":"([^"]+)"\}/g)) if (!secrets.has(name!)) missing.push(`${deployment.metadata.name}: secret ${name}`);
      for (const [, ref, volume] of text(deployment).matchAll(/"configMapRef":\{"name":"([^"]+)"\}|"configMap":\{"name":"([^"]+)"\}/g)) if (!named('ConfigMap', (ref ?? volume)!)) missing.push(`${deployment.metadata.name}: config map ${ref ?? volume}`);
      for (const [, claim] of text(deployment).matchAll(/"claimName":"([^"]+)"/g)) if (!named('PersistentVolumeClaim', claim!)) missing.push(`${deployment.metadata.name}: claim ${claim}`);
    }
    for (const service of resources.filter((resource) => resource.kind === 'Service' && (resource.spec as { type?: string }).type !== 'ExternalName')) {
      const selector = text((service.spec as { selector: unknown }).selector);
      if (!deployments.some((deployment) => text((deployment.spec as { template: { metadata: { labels: unknown } } }).template.metadata.labels) === selector)) missing.push(`service ${service.metadata.name} selects no Deployment`);
    }
    expect(missing).toEqual([]);
    expect(Object.keys(settings)).not.toContain('DATABASE_URL');
  });
});
