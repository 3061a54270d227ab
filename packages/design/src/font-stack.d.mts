/** Types for font-stack.mjs, which the media generators' Node scripts import as plain JavaScript. */
export declare const fontStack: string;
