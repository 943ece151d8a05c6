import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** An uploaded file: who stored it and how big it is, for the per-account quotas and the clean-up of unused files. */
@Entity({ tableName: 'media_files' })
@Index({ properties: ['userId', 'createdAt'] })
export class MediaFile {
  /** The stored name (a random UUID and our extension), also the last part of its URL. */
  @PrimaryKey({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'bigint' })
  size!: number;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
