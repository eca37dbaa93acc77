export declare function productionBuild(configFile: string, outDir: string): Promise<void>;
