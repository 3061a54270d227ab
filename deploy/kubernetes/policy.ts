import type { Resource } from './manifests.js';

interface Container {
  name: string;
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  startupProbe?: unknown;
  lifecycle?: { preStop?: { exec?: { command?: string[] }; sleep?: { seconds: number } } };
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { memory?: string } };
  securityContext?: { runAsUser?: number; runAsNonRoot?: boolean; allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; privileged?: boolean; capabilities?: { drop?: string[] } };
}

interface PodSpec {
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsUser?: number; runAsNonRoot?: boolean };
  containers: Container[];
  initContainers?: Container[];
}

const podOf = (deployment: Resource) => (deployment.spec as { template: { spec: PodSpec } }).template.spec;

/** The seconds a container's preStop pauses for (`sleep N`), 0 without one. */
function preStopSeconds(container: Container): number {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return preStop.sleep.seconds;
  const command = preStop?.exec?.command ?? [];
  return command[0] === 'sleep' ? Number(command[1]) : 0;
}

/**
 * What an operator requires of every Deployment before it runs in production: probes, a pause
 * before the drain and a grace period that covers both, resources, and no root, no privilege, no
 * writable root filesystem. `drainSeconds` is SHUTDOWN_GRACE_MS in seconds, from the settings.
 */
export function deploymentProblems(deployment: Resource, drainSeconds: number): string[] {
  const problems: string[] = [];
  const name = deployment.metadata.name;
  const pod = podOf(deployment);
  const podUser = pod.securityContext?.runAsUser;
  if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${name}: the pod does not require a non-root user (securityContext.runAsNonRoot: true)`);
  if (podUser === 0) problems.push(`${name}: the pod runs as root (runAsUser 0)`);
  for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
    const where = `${name}/${container.name}`;
    const security = container.securityContext ?? {};
    if (security.runAsUser === 0 || security.runAsNonRoot === false) problems.push(`${where}: runs as root`);
    if (security.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation is not false`);
    if (security.privileged === true) problems.push(`${where}: is privileged`);
    if (security.readOnlyRootFilesystem !== true) problems.push(`${where}: its root filesystem is writable`);
    if (!security.capabilities?.drop?.includes('ALL')) problems.push(`${where}: does not drop all capabilities`);
    if (!container.resources?.requests?.cpu || !container.resources.requests.memory || !container.resources.limits?.memory) problems.push(`${where}: has no cpu and memory requests and memory limit`);
  }
  for (const container of pod.containers) {
    const where = `${name}/${container.name}`;
    for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const) if (!container[probe]) problems.push(`${where}: has no ${probe}`);
    const pause = preStopSeconds(container);
    if (pause <= 0) problems.push(`${where}: has no preStop pause (endpoints would still send to a pod that is draining)`);
    const grace = pod.terminationGracePeriodSeconds ?? 30;
    if (grace <= pause + drainSeconds) problems.push(`${where}: terminationGracePeriodSeconds ${grace} does not cover the preStop pause (${pause} s) and the drain (${drainSeconds} s)`);
  }
  return problems;
}
