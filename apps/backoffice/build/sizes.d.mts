export declare const LOGIN_BUDGET: number;
export declare const DASHBOARD_BUDGET: number;
export declare const ROUTES: Record<string, string[] | { html: string; lazy: string[] }>;
export interface MeasuredFile {
  file: string;
  raw: number;
  gzip: number;
}
export interface Measured {
  files: MeasuredFile[];
  raw: number;
  gzip: number;
}
export declare function measureRoutes(outDir: string): {
  shell: Measured;
  routes: (Measured & { route: string })[];
};
export declare function hasBuild(outDir: string): boolean;
