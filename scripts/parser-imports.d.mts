export declare const parserPackages: string[];
export declare const workerFiles: RegExp[];
export declare const parserAllowed: { file: RegExp; pkg: string; reason: string }[];
export declare function parserImportProblems(rel: string, text: string): string[];
