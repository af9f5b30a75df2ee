export declare const API_HEAP_OPTIONS: readonly string[]
export declare function apiNodeOptions(operator?: string): string
export declare const API_MALLOC_ARENA_MAX: string
export declare function apiEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv & {
  NODE_OPTIONS: string
  MALLOC_ARENA_MAX: string
}
