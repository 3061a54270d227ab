import type { RemoteRecord } from '@site/federation';

/** The folder of a version's browser entry, which holds its chunks. */
export function entryFolder(record: RemoteRecord): string {
  return record.web.slice(0, record.web.lastIndexOf('/') + 1);
}

/** Media of a remote version sit beside its browser entry. */
export function mediaBase(record: RemoteRecord): string {
  return entryFolder(record) + 'media/';
}
