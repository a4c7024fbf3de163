import { describe, expect, it } from 'vitest';
import { AUDIO_ID, audioTypeOf } from './audio-file.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('audio files', () => {
  it('knows each playable format by its first bytes', () => {
    expect(audioTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('audio/wav');
    expect(audioTypeOf(bytes('OggS', [0, 2]))).toBe('audio/ogg');
    expect(audioTypeOf(bytes('fLaC', [0]))).toBe('audio/flac');
    expect(audioTypeOf(bytes('ID3', [4, 0]))).toBe('audio/mpeg');
    expect(audioTypeOf(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('audio/mpeg');
    expect(audioTypeOf(bytes([0, 0, 0, 0x20], 'ftyp', 'M4A ', [0, 0, 0, 0]))).toBe('audio/mp4');
  });

  it('refuses what is not audio, whatever it is named', () => {
    expect(audioTypeOf(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeNull();
    expect(audioTypeOf(bytes('<html><script>'))).toBeNull();
    expect(audioTypeOf(bytes([0x89], 'PNG'))).toBeNull();
    expect(audioTypeOf(bytes([0, 0, 0, 0x20], 'ftyp', 'qt  '))).toBeNull();
    // An MPEG frame of layer I is not MP3.
    expect(audioTypeOf(bytes([0xff, 0xff]))).toBeNull();
    expect(audioTypeOf(new Uint8Array())).toBeNull();
  });

  it('names files by one id shape', () => {
    expect(AUDIO_ID.test('aud_0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(AUDIO_ID.test('aud_x"onerror="alert(1)')).toBe(false);
  });
});
