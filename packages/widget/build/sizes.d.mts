export declare const LOADER_BUDGET: number;
export declare const UP_FRONT_BUDGET: number;
export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}
export declare function measureWidget(outDir: string): {
  files: FileSize[];
  loader: { file: string; gzip: number };
  core: { files: string[]; gzip: number };
};
