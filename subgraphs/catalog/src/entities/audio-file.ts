import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** An audio file an owner uploaded for the audio player block, with the media type its bytes are. */
export class AudioFile {
  [OptionalProps]?: 'createdAt';
  id!: string;
  websiteId!: string;
  contentType!: string;
  sizeBytes!: number;
  bytes!: Buffer;
  createdAt = new Date();
}

export const AudioFileSchema = new EntitySchema<AudioFile>({
  class: AudioFile,
  tableName: 'audio_file',
  properties: {
    id: { type: 'text', primary: true },
    websiteId: { type: 'text' },
    contentType: { type: 'text' },
    sizeBytes: { type: 'integer' },
    bytes: { type: 'blob', lazy: true },
    createdAt: { type: 'datetime' },
  },
});
