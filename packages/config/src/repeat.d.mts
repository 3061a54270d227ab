/** Types for repeat.mjs: a job run now and then every `intervalMs`, one run at a time. */
export declare function repeatEvery(work: () => Promise<void>, options: { intervalMs: number; onError: (error: unknown) => void }): () => void;
