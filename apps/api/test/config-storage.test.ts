import { DEFAULT_STORAGE_QUOTA_BYTES } from '@app/contract/upload-limits'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../src/config'

describe('storage configuration', () => {
  it('keeps uploads on this machine with a 2 GB quota per owner by default', () => {
    const { storage, dataDir } = parseConfig({})
    expect(storage.driver).toBe('local')
    expect(storage.quotaBytes).toBe(DEFAULT_STORAGE_QUOTA_BYTES)
    // Files being checked wait outside the served uploads folder.
    expect(storage.tmpDir.startsWith(dataDir)).toBe(true)
    expect(storage.tmpDir.includes('uploads/')).toBe(false)
  })

  it('reads the S3 settings', () => {
    const { storage } = parseConfig({
      STORAGE: 's3',
      S3_BUCKET: 'godown-uploads',
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: 'https://s3.example.net',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
      S3_FORCE_PATH_STYLE: 'true',
      STORAGE_QUOTA_BYTES: '5368709120',
    })
    expect(storage).toMatchObject({
      driver: 's3',
      quotaBytes: 5 * 1024 ** 3,
      s3: {
        bucket: 'godown-uploads',
        region: 'ap-south-1',
        endpoint: 'https://s3.example.net',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
        forcePathStyle: true,
      },
    })
  })

  it.each([
    [{ STORAGE: 'ftp' }, 'STORAGE'],
    [{ STORAGE: 's3' }, 'S3_BUCKET: is required when STORAGE=s3'],
    [{ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT: must be an http(s) URL'],
    [{ S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY: is required with the other S3 key'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be true or false'],
    [{ STORAGE_QUOTA_BYTES: '1000' }, 'STORAGE_QUOTA_BYTES: must be a whole number from'],
    [{ STORAGE_QUOTA_BYTES: '2GB' }, 'STORAGE_QUOTA_BYTES: must be a whole number from'],
  ])('refuses %j, naming the key', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message)
  })
})
