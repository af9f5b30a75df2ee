export declare const API_HEAP_OPTIONS: readonly string[]
export declare function apiNodeOptions(operator?: string): string
