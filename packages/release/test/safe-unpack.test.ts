import { describe, expect, it } from 'vitest';
import { entryProblem } from '../src/intake/safe-unpack.js';
import { ciProvenance } from '../src/push/ci-provenance.js';

describe('what an upload may hold', () => {
  it('takes the version’s own files and folders', () => {
    for (const [path, type] of [
      ['web/remoteEntry.js', 'File'],
      ['web/', 'Directory'],
      ['node/static/js/async/123.js', 'File'],
      ['requirements.json', 'File'],
      ['push.json', 'OldFile'],
    ]) {
      expect(entryProblem(path!, type!), path).toBeUndefined();
    }
  });

  it('refuses links, devices, climbs, absolute paths and names outside the version', () => {
    expect(entryProblem('web/x', 'SymbolicLink')).toContain('is a link');
    expect(entryProblem('web/x', 'Link')).toContain('is a link');
    expect(entryProblem('web/tty', 'CharacterDevice')).toContain('is a CharacterDevice');
    expect(entryProblem('web/fifo', 'FIFO')).toContain('is a FIFO');
    expect(entryProblem('web/../../etc/cron.d/x', 'File')).toContain('climbs out');
    expect(entryProblem('/etc/passwd', 'File')).toContain('absolute');
    expect(entryProblem('C:/Windows/x', 'File')).toContain('absolute');
    expect(entryProblem('web\\..\\x', 'File')).toContain('backslash');
    expect(entryProblem('.ssh/authorized_keys', 'File')).toContain('not a plain file name');
    expect(entryProblem('release.json', 'File')).toContain('outside web/');
  });
});

describe('where a push says it was built', () => {
  it('reads GitHub Actions, GitLab CI, or the project’s own variables, which win', () => {
    expect(ciProvenance({ GITHUB_ACTIONS: 'true', GITHUB_SHA: 'f00d', GITHUB_REPOSITORY: 'team/parts', GITHUB_RUN_ID: '42' })).toEqual({
      commit: 'f00d',
      repository: 'https://github.com/team/parts',
      pipeline: 'https://github.com/team/parts/actions/runs/42',
    });
    expect(ciProvenance({ CI_COMMIT_SHA: 'beef', CI_PROJECT_URL: 'https://gitlab.example/team/parts', CI_PIPELINE_URL: 'https://gitlab.example/team/parts/-/pipelines/7' })).toEqual({
      commit: 'beef',
      repository: 'https://gitlab.example/team/parts',
      pipeline: 'https://gitlab.example/team/parts/-/pipelines/7',
    });
    expect(ciProvenance({ RELEASE_COMMIT: 'abc', CI_COMMIT_SHA: 'beef' }, 'checked-out')).toEqual({ commit: 'abc' });
    expect(ciProvenance({}, 'checked-out')).toEqual({ commit: 'checked-out' });
  });
});
