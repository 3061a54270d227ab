/** Types for picture.mjs, which the media scripts import as plain JavaScript. */
export declare function writeWebp(path: string, svg: string, options?: { scale?: number }): Promise<number>;
