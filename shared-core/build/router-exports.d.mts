// Types for router-exports.mjs, for the TypeScript that imports it (its test).
export declare function frontEndSourceDirs(): string[];
export declare function routerImportsIn(source: string, file?: string): Set<string>;
export declare function usedRouterExports(dirs: string[]): string[];
export declare function routerBuildEntry(appDir: string, production?: boolean): string;
export declare function writeRouterSharedEntry(appDir: string, production: boolean): string;
