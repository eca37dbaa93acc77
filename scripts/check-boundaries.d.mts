export declare function boundaryProblems(root: string): Promise<string[]>;
