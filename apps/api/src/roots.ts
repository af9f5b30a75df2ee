import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * apps/api, whether running from src/ (tsx) or dist/ (bundled): this file and the bundle both sit
 * one level below it, so it stays directly in src/.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url))
export const REPO_ROOT = path.resolve(API_ROOT, '../..')
