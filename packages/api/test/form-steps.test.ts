import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createApiContext, eraseFormSteps, FormStepStore, type ApiContext } from '../src/index.js';

const log = { info() {}, warn() {}, error() {}, debug() {}, fatal() {}, trace() {}, child() { return log; }, level: 'silent' } as unknown as Parameters<typeof createApiContext>[1];
let context: ApiContext | undefined;
afterEach(async () => context?.close());

describe('form steps of the plain contact form (issue 28)', () => {
  test('a step is read with its owner only, its token is claimed once and a repeat learns the next step', async () => {
    let now = 1_000_000;
    context = await createApiContext({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'form-steps-')) }, skipSeed: true, clock: () => now }, log);
    const steps = new FormStepStore(context.database.db, () => now, 60_000);
    const owner = FormStepStore.newOwner();
    const first = await steps.create(owner, '{"a":1}');
    expect(await steps.read(first.id, owner)).toMatchObject({ state: '{"a":1}', token: first.token });
    expect(await steps.read(first.id, FormStepStore.newOwner())).toBeUndefined();
    expect(await steps.claim(first.token)).toEqual({ kind: 'claimed' });
    expect(await steps.claim(first.token)).toEqual({ kind: 'used', nextId: null });
    const second = await steps.create(owner, '{"a":2}');
    await steps.settle(first.token, second.id);
    expect(await steps.claim(first.token)).toEqual({ kind: 'used', nextId: second.id });
    expect(await steps.claim('0'.repeat(32))).toEqual({ kind: 'unknown' });
    now += 61_000;
    expect(await steps.read(second.id, owner)).toBeUndefined();
  });

  test('an erasure deletes the steps holding a text of the person (any depth), and the expired ones; the others stay', async () => {
    let now = 1_000_000;
    context = await createApiContext({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'form-steps-')) }, skipSeed: true, clock: () => now }, log);
    const steps = new FormStepStore(context.database.db, () => now, 60_000);
    const old = await new FormStepStore(context.database.db, () => now, 1000).create(FormStepStore.newOwner(), '{"values":{"email":"old@example.com"}}');
    const theirs = await steps.create(FormStepStore.newOwner(), JSON.stringify({ state: { step: { values: { email: 'Li@Example.com' } } } }));
    const kept = await steps.create(FormStepStore.newOwner(), JSON.stringify({ state: { step: { values: { email: 'other@example.com' } } } }));
    now += 2000;
    expect(await eraseFormSteps(context.database.db, (text) => text.toLowerCase() === 'li@example.com', now)).toBe(2);
    const left = (await context.database.db.selectFrom('form_step').select('id').execute()).map((row) => row.id);
    expect(left).toEqual([kept.id]);
    expect(left).not.toContain(old.id);
    expect(left).not.toContain(theirs.id);
  });
});
