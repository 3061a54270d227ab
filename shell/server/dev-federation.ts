/** What the federation runtime keeps on globalThis, as far as a reloaded shell build is concerned. */
interface FederationGlobal {
  __INSTANCES__?: FederationHost[];
  __SHARE__?: Record<string, unknown>;
}

interface FederationHost {
  name: string;
  options: { id?: string; name: string; remotes: { name: string }[] };
  remoteHandler: { removeRemote(remote: { name: string }): void };
}

/**
 * Retires the federation host of the shell's previous server build, before the next build loads.
 * The next build would otherwise join that host (same name) and keep its shared modules: its own
 * copy of react-dom/server would then render contexts the previous copy left set ("a <Router>
 * inside another <Router>"). Without the host and its remotes, the next build starts a host of its
 * own, with its own shared modules, and loads each remote's container afresh on its next render.
 */
export function retireFederationHost(hostName = 'site_shell'): void {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  const instances = federation?.__INSTANCES__ ?? [];
  for (const host of instances.filter((instance) => instance.name === hostName)) {
    for (const remote of [...host.options.remotes]) host.remoteHandler.removeRemote(remote);
    instances.splice(instances.indexOf(host), 1);
    if (federation?.__SHARE__) delete federation.__SHARE__[host.options.id || host.options.name];
  }
}
