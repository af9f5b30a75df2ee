/** The little of s3rver (a local S3-compatible server, tests only) that the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    configureBuckets?: { name: string }[]
    allowMismatchedSignatures?: boolean
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
