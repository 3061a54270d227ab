/** Types for picture.mjs, which the media scripts import as plain JavaScript. */
export declare function writeWebp(path: string, svg: string, options?: { scale?: number; lossless?: boolean }): Promise<number>;
export declare function writeJpeg(path: string, svg: string): Promise<number>;
export declare function pictureWriter(
  root: string,
): (file: string, width: number, height: number, body: string, title: string, options?: { scale?: number; lossless?: boolean }) => Promise<number>;
export declare function svgDocument(width: number, height: number, body: string, title?: string): string;
export declare function readPictures(root: string, files: string[]): Promise<{ file: string; format: string; width: number; height: number; bytes: number }[]>;
