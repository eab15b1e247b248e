/** Retrying lazy chunks and presenting the failure when retries run out. */
export { retryImport, type RetryImportOptions } from './retryImport';
export {
  CSS_CHUNK_LOAD_FAILED,
  ChunkLoadFailedError,
  chunkNameOf,
  isChunkLoadError,
  isCssChunkLoadError,
} from './chunkLoadError';
export { ChunkLoadErrorScreen, type ChunkLoadErrorScreenProps } from './ChunkLoadErrorScreen';
