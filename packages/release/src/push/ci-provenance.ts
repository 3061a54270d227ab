/** What a push records of where it was built, from the CI's own variables. */
export interface CiProvenance {
  commit?: string;
  repository?: string;
  pipeline?: string;
}

/**
 * The commit, repository and run of the CI that pushes: `RELEASE_COMMIT`, `RELEASE_REPOSITORY` and
 * `RELEASE_PIPELINE` when set (any CI), else GitHub Actions' or GitLab CI's own variables, else the
 * commit checked out where the area was built.
 */
export function ciProvenance(env: NodeJS.ProcessEnv, checkedOut?: string): CiProvenance {
  const github = env.GITHUB_ACTIONS === 'true' && env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}` : undefined;
  const commit = env.RELEASE_COMMIT || env.GITHUB_SHA || env.CI_COMMIT_SHA || checkedOut;
  const repository = env.RELEASE_REPOSITORY || github || env.CI_PROJECT_URL;
  const pipeline = env.RELEASE_PIPELINE || (github && env.GITHUB_RUN_ID ? `${github}/actions/runs/${env.GITHUB_RUN_ID}` : undefined) || env.CI_PIPELINE_URL;
  return {
    ...(commit ? { commit } : {}),
    ...(repository ? { repository } : {}),
    ...(pipeline ? { pipeline } : {}),
  };
}
