import { uploadMemoryCase } from '../../helpers/upload-memory'

// One driver per file: each file runs in its own process, so neither measures the other's memory.
uploadMemoryCase('s3')
