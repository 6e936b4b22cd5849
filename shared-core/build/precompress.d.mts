// Types for precompress.mjs, for the TypeScript that imports it (the static server's tests).
import type { Compiler } from 'webpack';

export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export declare function precompressFile(file: string): Promise<void>;
export declare function precompressDirectory(dir: string): Promise<void>;
export declare class PrecompressPlugin {
  apply(compiler: Compiler): void;
}
