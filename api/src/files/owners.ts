import type { EntityManager } from '@mikro-orm/core';
import type { AuthUser } from '../modules/auth/auth-user.js';
import { levelFor } from '../shared/permissions.js';

/** What a permission hook sees of a stored file. */
export interface StoredFileInfo {
  id: number;
  ownerKind: string;
  ownerId: number | null;
  createdBy: number | null;
}

/**
 * The permission of the record that owns a file. Every area that stores files registers its
 * owner kind ('plantilla', 'correo', 'ayuda'…) with the checks of its own records.
 */
export interface FileOwner {
  /** May the user upload a file for this owner (ownerId null: a record not saved yet)? */
  canWrite(em: EntityManager, user: AuthUser, ownerId: number | null): Promise<boolean>;
  /** May the user read this file? */
  canRead(em: EntityManager, user: AuthUser, file: StoredFileInfo): Promise<boolean>;
  /** May anybody read this file without a session (a public record's file, e.g. the public help centre)? Absent: never. */
  publicRead?(em: EntityManager, file: StoredFileInfo): Promise<boolean>;
}

const owners = new Map<string, FileOwner>();

export function registerFileOwner(kind: string, owner: FileOwner): void {
  owners.set(kind, owner);
}

export function fileOwner(kind: string): FileOwner | undefined {
  return owners.get(kind);
}

/**
 * The common case: reading needs level `read` on the screen resource (or being the uploader),
 * uploading needs level `write` on it.
 */
export function resourceOwner(resource: string, levels: { read?: number; write?: number } = {}): FileOwner {
  const read = levels.read ?? 1;
  const write = levels.write ?? 2;
  return {
    async canWrite(em, user) {
      return (await levelFor(em, user, resource)) >= write;
    },
    async canRead(em, user, file) {
      if (file.createdBy !== null && file.createdBy === user.id) return true;
      return (await levelFor(em, user, resource)) >= read;
    },
  };
}

/** Any signed-in staff user may read (images of mail templates: every sender shows them). */
export function signedInReaders(write: FileOwner['canWrite']): FileOwner {
  return { canWrite: write, canRead: async () => true };
}
