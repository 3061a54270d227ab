/** `npm run release -- push --help`: what a team pastes into its CI. */
export const pushHelp = `Usage: npm run release -- push <remote> --version V --to URL (--root DIR | --dist DIR)
                              [--canary N | --steps 5,25,100 --every 10m | --activate]

Ships one version of an area to the back office at URL with a deploy token. The token comes from
RELEASE_TOKEN, never from an argument; it ships its own area only, and starts a version only with
its right (canary, or activate for --steps and --activate). Steps printed: build, pack, upload,
verify, stored, started. Exit 1 with the back office's reason when anything is refused: a refused
push changes nothing.

  --root DIR      the area's app to build (a team's checkout; it may be outside this repository)
  --dist DIR      a version already built (DIR or DIR/<V> holds web/ and node/)
  --canary N      start it for N% of new visitors (token right: canary)
  --steps, --every  a staged rollout (token right: activate)
  --activate      make it live for everyone (token right: activate)

Provenance: the commit, repository and run come from RELEASE_COMMIT, RELEASE_REPOSITORY and
RELEASE_PIPELINE, or GitHub Actions' and GitLab CI's own variables, or the checkout's git.

In a team's CI (any CI: two variables and one command; AREA_DIR is the team's checkout of the
area, with its node_modules):

  env:
    RELEASE_TOKEN: <the parts token, a masked secret>
    RELEASE_URL: https://backoffice.example.com
  run:
    npm ci
    npm run release -- push parts --root "$AREA_DIR" --version "1.4.0-$(git -C "$AREA_DIR" rev-parse --short HEAD)" \\
      --to "$RELEASE_URL" --canary 20
`;
