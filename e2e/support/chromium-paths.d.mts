export declare const chromiumPaths: readonly string[];
